import { Bar, BarChart, Cell, LabelList, Legend, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { OptionCount } from '../api/survey-statistic';
import { StatisticChartFrame } from './statistic-chart-frame';
import { barChartHeight, pieChartHeight } from './statistic-chart-sizes';
import { formatCount, formatPercent, shortLabel } from '../../../lib/chart-format';

export type ChoiceChartKind = 'bar' | 'pie';

interface StatisticChoiceChartProps {
  options: readonly OptionCount[];
  /** one per option, as in the table */
  colors: readonly string[];
  chart: ChoiceChartKind;
  printing: boolean;
  /** a phone: option labels get a narrower column */
  compact: boolean;
}

const countTooltip = (count: unknown) => [formatCount(Number(count)), 'Số lượng'] as [string, string];

/**
 * (Part of the charts chunk.) One option per horizontal bar (long Vietnamese labels stay readable on a phone, unlike columns), the count and
 * share at its end; or a pie of the shares for the kinds where each person picks exactly one option.
 */
export function StatisticChoiceChart({ options, colors, chart, printing, compact }: StatisticChoiceChartProps) {
  const data = options.map((option) => ({
    ...option,
    caption: `${formatCount(option.count)} · ${formatPercent(option.percent)}`,
  }));

  if (chart === 'pie') {
    // an empty slice draws nothing but still takes a legend line and a colour: left out
    const slices = data.filter((option) => option.count > 0);
    return (
      <StatisticChartFrame height={pieChartHeight(compact)} printing={printing}>
        {(fixed) => (
          <PieChart {...fixed}>
            <Pie
              data={slices}
              dataKey="count"
              nameKey="label"
              outerRadius="70%"
              // the API's share (recharts spreads each entry into the label's props: `percent` is ours already)
              label={({ payload }) => formatPercent((payload as OptionCount).percent)}
              isAnimationActive={false}
            >
              {slices.map((option) => (
                <Cell key={option.key} fill={colors[data.indexOf(option)]} />
              ))}
            </Pie>
            <Tooltip formatter={countTooltip} />
            <Legend itemSorter={null} formatter={(label) => shortLabel(String(label), compact ? 28 : 48)} />
          </PieChart>
        )}
      </StatisticChartFrame>
    );
  }

  const labelChars = compact ? 14 : 26;
  return (
    <StatisticChartFrame height={barChartHeight(data.length)} printing={printing}>
      {(fixed) => (
        <BarChart {...fixed} data={data} layout="vertical" margin={{ top: 8, right: 88, bottom: 8, left: 0 }}>
          <XAxis type="number" hide allowDecimals={false} />
          <YAxis
            type="category"
            dataKey="label"
            width={compact ? 104 : 184}
            tickFormatter={(label) => shortLabel(String(label), labelChars)}
            tick={{ fontSize: 12 }}
            interval={0}
          />
          <Tooltip formatter={countTooltip} cursor={{ fill: 'rgba(0, 0, 0, 0.04)' }} />
          <Bar dataKey="count" barSize={20} isAnimationActive={false}>
            {data.map((option, index) => (
              <Cell key={option.key} fill={colors[index]} />
            ))}
            <LabelList dataKey="caption" position="right" style={{ fontSize: 12, fill: '#595959' }} />
          </Bar>
        </BarChart>
      )}
    </StatisticChartFrame>
  );
}
