import { lazy, Suspense, type ComponentProps } from 'react';

// One chunk for the dashboard's charts (dashboard-charts.tsx, recharts): the cards never wait for it.
const loadCharts = () => import('./dashboard-charts');
const Daily = lazy(() => loadCharts().then((charts) => ({ default: charts.DayLines })));
const Bars = lazy(() => loadCharts().then((charts) => ({ default: charts.CountBars })));

/** the chart's space, empty, while its code downloads */
const Placeholder = ({ height }: { height: number }) => <div style={{ height }} aria-busy="true" />;

export function LazyDayLines(props: ComponentProps<typeof Daily>) {
  return (
    <Suspense fallback={<Placeholder height={260} />}>
      <Daily {...props} />
    </Suspense>
  );
}

export function LazyCountBars(props: ComponentProps<typeof Bars>) {
  return (
    <Suspense fallback={<Placeholder height={40 + props.rows.length * props.series.length * 28} />}>
      <Bars {...props} />
    </Suspense>
  );
}
