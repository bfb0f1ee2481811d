import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';
import { PRINT_CHART_WIDTH } from './statistic-print-mode';

export interface FixedChartSize {
  width: number;
  height: number;
}

interface StatisticChartFrameProps {
  height: number;
  printing: boolean;
  /** draws the chart; given a size only while printing (on screen the container measures its box) */
  children: (fixed?: FixedChartSize) => ReactElement;
  testId?: string;
}

/** a chart as wide as its card on screen (a 390 px phone included), and of a fixed A4 width on paper */
export function StatisticChartFrame({ height, printing, children, testId }: StatisticChartFrameProps) {
  return (
    <div className="statistic-chart" data-testid={testId}>
      {printing ? (
        children({ width: PRINT_CHART_WIDTH, height })
      ) : (
        <ResponsiveContainer width="100%" height={height}>
          {children()}
        </ResponsiveContainer>
      )}
    </div>
  );
}
