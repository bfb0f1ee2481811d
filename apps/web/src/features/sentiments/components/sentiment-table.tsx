import { Alert, Empty, Table, type TableProps } from 'antd';
import { useNavigate } from 'react-router';
import type { Envelope } from '@console/shared/api-types';
import { SENTIMENT_STATUS } from '@console/shared/domain/sentiments';
import { DEFAULT_PAGE_LENGTH, SUCCESS_CODE } from '@console/shared/domain/limits';
import type { SentimentListRow } from '@console/shared/sentiment-types';
import { sentimentRowPath } from './sentiment-row-path';
import { isPastDeadline } from './time-left';
import './sentiments.css';

interface SentimentTableProps extends Pick<TableProps<SentimentListRow>, 'columns' | 'onChange'> {
  response: Envelope<unknown> | undefined;
  entries: SentimentListRow[];
  total: number;
  page: number;
  loading: boolean;
  archived?: boolean;
  testId: string;
}

/** lib/paged-table's server-paged table, plus: a click on a row opens it, overdue rows stand out */
export function SentimentTable({ response, entries, total, page, loading, archived = false, testId, ...table }: SentimentTableProps) {
  const navigate = useNavigate();
  return (
    <>
      {response && response.code !== SUCCESS_CODE && response.code !== 403 && (
        <Alert type="error" showIcon message={response.message} style={{ marginBottom: 16 }} />
      )}
      <Table<SentimentListRow>
        {...table}
        className="sentiment-table"
        size="middle"
        rowKey="id"
        dataSource={entries}
        loading={loading}
        scroll={{ x: 'max-content' }}
        data-testid={testId}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Không có phản ánh nào" /> }}
        rowClassName={(row) =>
          row.status === SENTIMENT_STATUS.OVERDUE || isPastDeadline(row.seconds_left) ? 'sentiment-row-overdue' : ''
        }
        onRow={(row) => ({ onClick: () => navigate(sentimentRowPath(row, archived)) })}
        pagination={{
          current: page,
          pageSize: DEFAULT_PAGE_LENGTH,
          total,
          showSizeChanger: false,
          showTotal: (count) => `Tổng số ${count} bản ghi`,
        }}
      />
    </>
  );
}
