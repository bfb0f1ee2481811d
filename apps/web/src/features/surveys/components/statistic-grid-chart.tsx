import { Bar, BarChart, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { QuestionStatistic } from '../api/survey-statistic';
import { StatisticChartFrame } from './statistic-chart-frame';
import { gridChartHeight } from './statistic-chart-sizes';
import { colorAt, formatCount, shortLabel } from '../../../lib/chart-format';

interface StatisticGridChartProps {
  rows: NonNullable<QuestionStatistic['rows']>;
  printing: boolean;
  compact: boolean;
}

/** (Part of the charts chunk.) One stacked bar per grid row, a segment per column, the columns in the legend. */
export function StatisticGridChart({ rows, printing, compact }: StatisticGridChartProps) {
  const columns = rows[0]?.options ?? [];
  // the column's position, not its API key (`row:column`), names it in the chart's data
  const data = rows.map((row) => ({
    label: row.label,
    ...Object.fromEntries(row.options.map((option, index) => [`c${index}`, option.count])),
  }));

  return (
    <StatisticChartFrame height={gridChartHeight(rows.length)} printing={printing}>
      {(fixed) => (
        <BarChart {...fixed} data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
          <YAxis
            type="category"
            dataKey="label"
            width={compact ? 96 : 160}
            interval={0}
            tick={{ fontSize: 12 }}
            tickFormatter={(label) => shortLabel(String(label), compact ? 12 : 22)}
          />
          <Tooltip formatter={(count) => formatCount(Number(count))} cursor={{ fill: 'rgba(0, 0, 0, 0.04)' }} />
          <Legend itemSorter={null} wrapperStyle={{ fontSize: 12 }} />
          {columns.map((column, index) => (
            <Bar
              key={column.key}
              dataKey={`c${index}`}
              name={column.label}
              stackId="row"
              fill={colorAt(index)}
              barSize={20}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      )}
    </StatisticChartFrame>
  );
}
