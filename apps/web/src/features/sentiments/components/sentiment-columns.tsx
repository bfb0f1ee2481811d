import { Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '@console/shared/dates';
import type { SentimentListRow } from '@console/shared/sentiment-types';
import { sentimentRowPath } from './sentiment-row-path';
import { SentimentStatusTag, VisibilityTag } from './sentiment-status-tag';
import { TimeLeftLabel } from './time-left-label';

export const SENTIMENT_SORTABLE = ['created_at', 'time_finish'] as const;
type SortOrder = 'asc' | 'desc';

/** 'DD/MM/YYYY' over 'HH:mm': ten columns must fit beside the menu at 1366 px */
export function StackedDateTime({ value }: { value: string | null }) {
  const text = formatDateTime(value);
  if (!text) return null;
  const [day, time] = text.split(' ');
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {day}
      <br />
      <Typography.Text type="secondary">{time}</Typography.Text>
    </span>
  );
}

/** the ward, and the village under it when there is one */
function Place({ row }: { row: SentimentListRow }) {
  return (
    <span>
      {row.ward_name}
      {row.village_name && (
        <>
          <br />
          <Typography.Text type="secondary">{row.village_name}</Typography.Text>
        </>
      )}
    </span>
  );
}

interface SentimentColumnOptions {
  sort: { field: string; order: SortOrder } | null;
  /** the archive shows no time left: its items are finished */
  archived?: boolean;
}

export function buildSentimentColumns({ sort, archived = false }: SentimentColumnOptions): TableColumnsType<SentimentListRow> {
  const sorting = (key: (typeof SENTIMENT_SORTABLE)[number]) =>
    archived
      ? {}
      : { sorter: true, sortOrder: sort?.field === key ? (sort.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null };

  const columns: TableColumnsType<SentimentListRow> = [
    {
      key: 'title',
      dataIndex: 'title',
      title: 'Tiêu đề',
      width: 210,
      render: (title: string, row) => (
        <Link to={sentimentRowPath(row, archived)} onClick={(event) => event.stopPropagation()} data-testid={`sentiment-link-${row.id}`}>
          {title}
        </Link>
      ),
    },
    { key: 'category_id', dataIndex: 'category_name', title: 'Lĩnh vực' },
    { key: 'reporter_name', dataIndex: 'reporter_name', title: 'Người phản ánh', width: 120 },
    { key: 'place', title: 'Địa bàn', width: 130, render: (_value, row) => <Place row={row} /> },
    {
      key: 'created_at',
      dataIndex: 'created_at',
      title: 'Ngày gửi',
      ...sorting('created_at'),
      render: (value: string) => <StackedDateTime value={value} />,
    },
    {
      key: 'time_finish',
      dataIndex: 'time_finish',
      title: 'Hạn xử lý',
      ...sorting('time_finish'),
      render: (value: string | null) => <StackedDateTime value={value} />,
    },
  ];
  if (archived) {
    columns.push({
      key: 'archived_at',
      dataIndex: 'archived_at',
      title: 'Ngày lưu trữ',
      render: (value: string | null) => <StackedDateTime value={value} />,
    });
  } else {
    columns.push({
      key: 'time_left',
      title: 'Thời gian còn lại',
      width: 120,
      render: (_value, row) => <TimeLeftLabel secondsLeft={row.seconds_left} />,
    });
  }
  columns.push(
    {
      key: 'status',
      title: 'Trạng thái',
      // the status over the public flag: ten columns would not fit beside the menu at 1366 px
      render: (_value, row) => (
        <Space direction="vertical" size={4}>
          <SentimentStatusTag status={row.status} />
          <VisibilityTag active={row.active} />
        </Space>
      ),
    },
  );
  return columns;
}
