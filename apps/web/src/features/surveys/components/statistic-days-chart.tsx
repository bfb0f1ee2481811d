import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCalendarDay } from '@console/shared/dates';
import { StatisticChartFrame } from './statistic-chart-frame';
import { DAYS_CHART_HEIGHT } from './statistic-chart-sizes';
import { shortDay } from './statistic-days';
import { CHART_COLORS, formatCount } from '../../../lib/chart-format';

interface StatisticDaysLineProps {
  /** every day from the first to the last, quiet ones as 0 */
  points: readonly { day: string; count: number }[];
  printing: boolean;
}

/** the responses of each Vietnam day as a line (part of the charts chunk) */
export function StatisticDaysLine({ points, printing }: StatisticDaysLineProps) {
  return (
    <StatisticChartFrame height={DAYS_CHART_HEIGHT} printing={printing} testId="statistic-days-chart">
      {(fixed) => (
        <LineChart {...fixed} data={[...points]} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={16} tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip
            labelFormatter={(day) => formatCalendarDay(String(day))}
            formatter={(count) => [formatCount(Number(count)), 'Số phiếu']}
          />
          <Line
            // straight segments: a curve would draw counts between days that never happened
            type="linear"
            dataKey="count"
            name="Số phiếu"
            stroke={CHART_COLORS[0]}
            strokeWidth={2}
            // a dot per day while they can be told apart; a long survey draws the line alone
            dot={points.length <= 31}
            isAnimationActive={false}
          />
        </LineChart>
      )}
    </StatisticChartFrame>
  );
}
