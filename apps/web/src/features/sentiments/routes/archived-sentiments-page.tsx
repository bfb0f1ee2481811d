import { ArrowLeftOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_LENGTH } from '@console/shared/domain/limits';
import { listReturnPath, useListUrlState, type ListUrlConfig } from '../../../crud/list-url-state';
import { countActiveFilters, FilterBar, KeywordSearch } from '../../../lib/filter-bar';
import { LinkButton } from '../../../lib/link-button';
import { PageSection } from '../../../lib/page-section';
import { useArchivedSentiments } from '../api/list-archived-sentiments';
import { buildSentimentColumns } from '../components/sentiment-columns';
import { ExtendedFilter } from '../components/extended-filter';
import { SentimentTable } from '../components/sentiment-table';
import { ARCHIVED_SENTIMENTS_PATH, SENTIMENTS_PATH } from './sentiment-paths';
import { useListResponse } from '../../../lib/use-list-response';

const URL_CONFIG: ListUrlConfig = { path: ARCHIVED_SENTIMENTS_PATH, filters: { extended: 'string' }, sortable: [] };

/** the archived items: read-only, each opens its result view */
export default function ArchivedSentimentsPage() {
  const { page, keyword, filters, change, setPage, onTableChange } = useListUrlState(URL_CONFIG);
  const list = useArchivedSentiments({ page, length: DEFAULT_PAGE_LENGTH, keyword, filters });

  const response = list.data;
  const { total, entries } = useListResponse(response, page, setPage);

  return (
    <PageSection
      title="Phản ánh lưu trữ"
      extra={
        <LinkButton to={listReturnPath({ path: SENTIMENTS_PATH })} icon={<ArrowLeftOutlined />}>
          Danh sách phản ánh
        </LinkButton>
      }
    >
      <FilterBar
        testId="archived-sentiment-filters"
        activeCount={countActiveFilters([filters.extended])}
        onClear={() => change({ extended: null })}
        search={
          <KeywordSearch
            keyword={keyword}
            placeholder="Tìm theo tiêu đề, nội dung, người phản ánh"
            onSearch={(value) => change({ keyword: value })}
            testId="sentiment-search"
          />
        }
      >
        <ExtendedFilter value={filters.extended} onChange={(value) => change({ extended: value })} />
      </FilterBar>
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
