import { Space, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '@console/shared/dates';
import type { SentimentListRow } from '@console/shared/sentiment-types';
import type { ListColumn } from '../../../lib/list-columns';
import { sentimentRowPath } from './sentiment-row-path';
import { ExtendedTag, SentimentStatusTag, VisibilityTag } from './sentiment-status-tag';
import { timeLeftText } from './time-left';
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

/** on a phone each row is a card: the title, its status, who sent it, where, and the time left (or when archived) */
export function buildSentimentColumns({
  sort,
  archived = false,
}: SentimentColumnOptions): ListColumn<SentimentListRow>[] {
  const sorting = (key: (typeof SENTIMENT_SORTABLE)[number]) =>
    archived
      ? {}
      : {
          sorter: true,
          sortOrder: sort?.field === key ? (sort.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
        };

  const columns: ListColumn<SentimentListRow>[] = [
    {
      key: 'title',
      dataIndex: 'title',
      title: 'Tiêu đề',
      width: 210,
      mobile: 'title',
      render: (title: string, row) => (
        <Link
          to={sentimentRowPath(row, archived)}
          onClick={(event) => event.stopPropagation()}
          data-testid={`sentiment-link-${row.id}`}
        >
          {title}
        </Link>
      ),
    },
    { key: 'category_id', dataIndex: 'category_name', title: 'Lĩnh vực' },
    { key: 'reporter_name', dataIndex: 'reporter_name', title: 'Người phản ánh', width: 120, mobile: 'fact' },
    { key: 'place', title: 'Địa bàn', width: 130, mobile: 'fact', render: (_value, row) => <Place row={row} /> },
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
      mobile: 'fact',
      render: (value: string | null) => <StackedDateTime value={value} />,
    });
  } else {
    columns.push({
      key: 'time_left',
      title: 'Thời gian còn lại',
      width: 120,
      mobile: 'fact',
      // nothing at all for a finished item: its card then leaves the line out
      render: (_value, row) =>
        timeLeftText(row.seconds_left) ? <TimeLeftLabel secondsLeft={row.seconds_left} /> : null,
    });
  }
  columns.push({
    key: 'status',
    title: 'Trạng thái',
    mobile: 'status',
    // the status over 'Đã gia hạn' (when extended) over the public flag: ten columns would not fit beside the menu at 1366 px
    render: (_value, row) => (
      <Space direction="vertical" size={4}>
        <SentimentStatusTag status={row.status} />
        <ExtendedTag count={row.extension_count} />
        <VisibilityTag active={row.active} />
      </Space>
    ),
  });
  return columns;
}
