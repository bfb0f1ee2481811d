import { Typography } from 'antd';
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
  offset: number;
  sort: { field: string; order: SortOrder } | null;
  /** the archive shows no time left: its items are finished */
  archived?: boolean;
}

export function buildSentimentColumns({ offset, sort, archived = false }: SentimentColumnOptions): TableColumnsType<SentimentListRow> {
  const sorting = (key: (typeof SENTIMENT_SORTABLE)[number]) =>
    archived
      ? {}
      : { sorter: true, sortOrder: sort?.field === key ? (sort.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null };

  const columns: TableColumnsType<SentimentListRow> = [
    { key: 'index', title: 'STT', width: 48, align: 'center', render: (_value, _row, index) => offset + index + 1 },
    {
      key: 'title',
      dataIndex: 'title',
      title: 'Tiêu đề',
      width: 230,
      render: (title: string, row) => (
        <Link to={sentimentRowPath(row, archived)} onClick={(event) => event.stopPropagation()} data-testid={`sentiment-link-${row.id}`}>
          {title}
        </Link>
      ),
    },
    { key: 'category_id', dataIndex: 'category_name', title: 'Lĩnh vực' },
    { key: 'reporter_name', dataIndex: 'reporter_name', title: 'Người phản ánh', width: 130 },
    { key: 'place', title: 'Xã/phường, thôn/xóm', width: 150, render: (_value, row) => <Place row={row} /> },
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
    { key: 'status', dataIndex: 'status', title: 'Trạng thái', render: (status: number) => <SentimentStatusTag status={status} /> },
    { key: 'active', dataIndex: 'active', title: 'Quyền bảo mật', render: (active: boolean) => <VisibilityTag active={active} /> },
  );
  return columns;
}
