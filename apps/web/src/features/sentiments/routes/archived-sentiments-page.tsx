import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { Link } from 'react-router';
import { DEFAULT_PAGE_LENGTH } from '@console/shared/domain/limits';
import { listReturnPath, useListUrlState, type ListUrlConfig } from '../../../crud/list-url-state';
import { PageSection } from '../../../lib/page-section';
import { useArchivedSentiments } from '../api/list-archived-sentiments';
import { buildSentimentColumns } from '../components/sentiment-columns';
import { SentimentTable } from '../components/sentiment-table';
import { ARCHIVED_SENTIMENTS_PATH, SENTIMENTS_PATH } from './sentiment-paths';
import { useListResponse } from '../../../lib/use-list-response';

const URL_CONFIG: ListUrlConfig = { path: ARCHIVED_SENTIMENTS_PATH, filters: {}, sortable: [] };

/** the archived items: read-only, each opens its result view */
export default function ArchivedSentimentsPage() {
  const { page, keyword, change, setPage, onTableChange } = useListUrlState(URL_CONFIG);
  const list = useArchivedSentiments({ page, length: DEFAULT_PAGE_LENGTH, keyword, filters: {} });

  const response = list.data;
  const { total, entries } = useListResponse(response, page, setPage);

  return (
    <PageSection
      title="Phản ánh lưu trữ"
      extra={
        <Link to={listReturnPath({ path: SENTIMENTS_PATH })}>
          <Button icon={<ArrowLeftOutlined />}>Danh sách phản ánh</Button>
        </Link>
      }
    >
      <Space direction="vertical" size={12} style={{ display: 'flex', marginBottom: 16 }}>
        <Input.Search
          allowClear
          key={keyword}
          defaultValue={keyword}
          placeholder="Tìm theo tiêu đề, nội dung, người phản ánh"
          aria-label="Tìm kiếm"
          enterButton="Tìm kiếm"
          onSearch={(value) => change({ keyword: value.trim() })}
          style={{ width: 540, maxWidth: '100%' }}
          data-testid="sentiment-search"
        />
      </Space>
      <SentimentTable
        response={response}
        columns={buildSentimentColumns({ sort: null, archived: true })}
        entries={entries}
        total={total}
        page={page}
        loading={list.isFetching}
        onChange={onTableChange}
        archived
        testId="archived-sentiments-table"
      />
    </PageSection>
  );
}
