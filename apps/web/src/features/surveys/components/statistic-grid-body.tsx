import { Table, type TableColumnsType } from 'antd';
import type { QuestionStatistic } from '../api/survey-statistic';
import { formatCount, formatPercent } from '../../../lib/chart-format';
import { LazyGridChart } from './statistic-lazy-charts';

interface StatisticGridBodyProps {
  question: QuestionStatistic;
  printing: boolean;
  compact: boolean;
}

type GridRow = NonNullable<QuestionStatistic['rows']>[number];

/**
 * A grid (each row answered with one column): one stacked bar per row, then the counts of every row × column with
 * their share of the people who answered the question.
 */
export function StatisticGridBody({ question, printing, compact }: StatisticGridBodyProps) {
  const rows = question.rows ?? [];
  const columns: TableColumnsType<GridRow> = [
    { title: '', dataIndex: 'label', fixed: 'left', width: compact ? 120 : 200 },
    ...(rows[0]?.options ?? []).map((column, index) => ({
      title: column.label,
      key: column.key,
      align: 'right' as const,
      render: (_value: unknown, row: GridRow) => {
        const cell = row.options[index];
        return (
          <>
            <span data-testid={`statistic-option-${question.key}-${cell.key}`}>{formatCount(cell.count)}</span>
            <span className="statistic-grid-percent"> ({formatPercent(cell.percent)})</span>
          </>
        );
      },
    })),
  ];

  return (
    <>
      {question.answered > 0 && <LazyGridChart rows={rows} printing={printing} compact={compact} />}
      <Table<GridRow>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        className="statistic-table"
        style={{ marginTop: 12 }}
      />
    </>
  );
}
