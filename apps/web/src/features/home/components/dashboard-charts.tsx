import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCalendarDay } from '@console/shared/dates';
import { CHART_COLORS, formatCount } from '../../../lib/chart-format';

// The dashboard's charts: one chunk (recharts), loaded by the first chart drawn (dashboard-lazy-charts.tsx).

export const DAILY_CHART_HEIGHT = 260;
/** bars of 28 px and the axis: a chart as tall as its categories */
export const barsHeight = (bars: number) => 40 + bars * 28;

const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

export interface BarSeries {
  key: string;
  name: string;
}

/** figures per Vietnam day (received and finished, the apps' requests), one line per series */
export function DayLines({
  days,
  series,
  testId,
}: {
  days: readonly { day: string }[];
  series: readonly BarSeries[];
  testId: string;
}) {
  return (
    <div data-testid={testId}>
      <ResponsiveContainer width="100%" height={DAILY_CHART_HEIGHT}>
        <LineChart data={[...days]} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={16} tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip labelFormatter={(day) => formatCalendarDay(String(day))} formatter={(n) => formatCount(Number(n))} />
          <Legend />
          {series.map((line, i) => (
            // straight segments: a curve would draw counts between days that never happened
            <Line
              key={line.key}
              type="linear"
              dataKey={line.key}
              name={line.name}
              stroke={CHART_COLORS[i]}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** horizontal bars, one row per label (statuses, categories, rating levels), one bar per series */
export function CountBars({
  rows,
  series,
  testId,
}: {
  rows: readonly { label: string }[];
  series: readonly BarSeries[];
  testId: string;
}) {
  return (
    <div data-testid={testId}>
      <ResponsiveContainer width="100%" height={barsHeight(rows.length * series.length)}>
        <BarChart data={[...rows]} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="label" width={110} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(n) => formatCount(Number(n))} />
          {series.length > 1 ? <Legend /> : null}
          {series.map((s, i) => (
            <Bar key={s.key} dataKey={s.key} name={s.name} fill={CHART_COLORS[i]} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
