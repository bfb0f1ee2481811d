import { Table, type TableColumnsType } from 'antd';
import type { OptionCount } from '../api/survey-statistic';
import { formatCount, formatPercent } from '../../../lib/chart-format';

interface StatisticOptionTableProps {
  questionKey: string;
  options: readonly OptionCount[];
  /** the chart's colour of each option, shown beside its label */
  colors: readonly string[];
}

/** the chart's numbers as text: what is printed, read aloud by a screen reader, and copied into a report */
export function StatisticOptionTable({ questionKey, options, colors }: StatisticOptionTableProps) {
  const columns: TableColumnsType<OptionCount> = [
    {
      title: 'Lựa chọn',
      dataIndex: 'label',
      render: (label: string, _option, index) => (
        <span className="statistic-option-label">
          <span className="statistic-swatch" style={{ background: colors[index] }} aria-hidden />
          {label}
        </span>
      ),
    },
    {
      title: 'Số lượng',
      dataIndex: 'count',
      align: 'right',
      width: 96,
      render: (count: number, option) => (
        <span data-testid={`statistic-option-${questionKey}-${option.key}`}>{formatCount(count)}</span>
      ),
    },
    { title: 'Tỷ lệ', dataIndex: 'percent', align: 'right', width: 80, render: formatPercent },
  ];
  return (
    <Table<OptionCount>
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={[...options]}
      pagination={false}
      className="statistic-table"
    />
  );
}
