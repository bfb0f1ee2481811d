import { Empty, type TableProps } from 'antd';
import { useNavigate } from 'react-router';
import type { Envelope } from '@console/shared/api-types';
import { SENTIMENT_STATUS } from '@console/shared/domain/sentiments';
import type { SentimentListRow } from '@console/shared/sentiment-types';
import type { ListColumn } from '../../../lib/list-columns';
import { PagedTable } from '../../../lib/paged-table';
import { sentimentRowPath } from './sentiment-row-path';
import { isPastDeadline } from './time-left';
import './sentiments.css';

interface SentimentTableProps extends Pick<TableProps<SentimentListRow>, 'onChange'> {
  columns: ListColumn<SentimentListRow>[];
  response: Envelope<unknown> | undefined;
  entries: SentimentListRow[];
  total: number;
  page: number;
  loading: boolean;
  archived?: boolean;
  testId: string;
}

/** lib/paged-table's server-paged table (cards on phones), plus: a click on a row opens it, overdue rows stand out */
export function SentimentTable({ archived = false, ...table }: SentimentTableProps) {
  const navigate = useNavigate();
  return (
    <PagedTable<SentimentListRow>
      {...table}
      className="sentiment-table"
      size="middle"
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Không có phản ánh nào" /> }}
      rowClassName={(row) =>
        row.status === SENTIMENT_STATUS.OVERDUE || isPastDeadline(row.seconds_left) ? 'sentiment-row-overdue' : ''
      }
      onRow={(row) => ({ onClick: () => navigate(sentimentRowPath(row, archived)) })}
    />
  );
}
