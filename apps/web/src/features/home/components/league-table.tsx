import { NO_VILLAGE_LABEL, UNIT_LEVEL_LABELS } from '@console/shared/home-statistics';
import { Table, type TableColumnsType } from 'antd';
import { formatCount, formatPercent } from '../../../lib/chart-format';
import type { UnitFigures } from '../api/home-statistics';

type Row = UnitFigures['units'][number];

const count = (key: 'received' | 'finished' | 'on_time' | 'extended' | 'late', title: string) => ({
  key,
  title,
  dataIndex: key,
  align: 'right' as const,
  sorter: (a: Row, b: Row) => a[key] - b[key],
  render: (value: number) => formatCount(value),
});
const rate = (key: 'on_time_rate' | 'satisfaction_rate', title: string) => ({
  key,
  title,
  dataIndex: key,
  align: 'right' as const,
  sorter: (a: Row, b: Row) => (a[key] ?? -1) - (b[key] ?? -1),
  render: (value: number | null) => (value === null ? '—' : formatPercent(value)),
});

/** the league table of the units one level below the officer: sortable by every figure */
export function LeagueTable({ figures, loading }: { figures?: UnitFigures; loading: boolean }) {
  const level = figures?.level ?? 'ward';
  const columns: TableColumnsType<Row> = [
    {
      key: 'name',
      title: UNIT_LEVEL_LABELS[level],
      dataIndex: 'name',
      fixed: 'left',
      render: (name: string | null) => name ?? (level === 'village' ? NO_VILLAGE_LABEL : '—'),
    },
    count('received', 'Tiếp nhận'),
    count('finished', 'Đã xử lý'),
    count('on_time', 'Đúng hạn'),
    count('extended', 'Gia hạn'),
    count('late', 'Trễ hạn'),
    rate('on_time_rate', 'Tỷ lệ đúng hạn'),
    rate('satisfaction_rate', 'Hài lòng'),
  ];
  return (
    <Table<Row>
      data-testid="home-league-table"
      size="small"
      rowKey={(row) => String(row.unit_id)}
      columns={columns}
      dataSource={figures?.units ?? []}
      loading={loading}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      // the table scrolls inside its card on a phone, never the page
      scroll={{ x: 760 }}
      locale={{ emptyText: 'Chưa có phản ánh trong kỳ' }}
    />
  );
}
