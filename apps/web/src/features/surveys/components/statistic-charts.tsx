// The door of the charts chunk: the only module the screen imports recharts through, and only with import() (see
// statistic-lazy-charts.tsx). recharts is ~115 KB of gzip, twice a screen's budget: the header, filters, tables and
// answers come with the screen and the drawings follow, so on a slow link the numbers are readable first.

export { StatisticChoiceChart } from './statistic-choice-chart';
export { StatisticDaysLine } from './statistic-days-chart';
export { StatisticGridChart } from './statistic-grid-chart';
