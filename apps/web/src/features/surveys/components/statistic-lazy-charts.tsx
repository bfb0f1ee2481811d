import { lazy, Suspense, type ComponentProps } from 'react';
import { barChartHeight, DAYS_CHART_HEIGHT, gridChartHeight, pieChartHeight } from './statistic-chart-sizes';

// One chunk for all three (statistic-charts.tsx): asked for once, by the first chart drawn.
const loadCharts = () => import('./statistic-charts');
const DaysLine = lazy(() => loadCharts().then((charts) => ({ default: charts.StatisticDaysLine })));
const ChoiceChart = lazy(() => loadCharts().then((charts) => ({ default: charts.StatisticChoiceChart })));
const GridChart = lazy(() => loadCharts().then((charts) => ({ default: charts.StatisticGridChart })));

/** the chart's space, empty, while its code downloads */
const Placeholder = ({ height }: { height: number }) => (
  <div className="statistic-chart-placeholder" style={{ height }} aria-busy="true" />
);

export function LazyDaysLine(props: ComponentProps<typeof DaysLine>) {
  return (
    <Suspense fallback={<Placeholder height={DAYS_CHART_HEIGHT} />}>
      <DaysLine {...props} />
    </Suspense>
  );
}

export function LazyChoiceChart(props: ComponentProps<typeof ChoiceChart>) {
  const height = props.chart === 'pie' ? pieChartHeight(props.compact) : barChartHeight(props.options.length);
  return (
    <Suspense fallback={<Placeholder height={height} />}>
      <ChoiceChart {...props} />
    </Suspense>
  );
}

export function LazyGridChart(props: ComponentProps<typeof GridChart>) {
  return (
    <Suspense fallback={<Placeholder height={gridChartHeight(props.rows.length)} />}>
      <GridChart {...props} />
    </Suspense>
  );
}
