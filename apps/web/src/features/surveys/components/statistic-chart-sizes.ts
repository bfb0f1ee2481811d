// The charts' heights, known before their code arrives: the space a chart will take is kept while recharts loads, so
// the tables under it do not jump down when it comes.

export const DAYS_CHART_HEIGHT = 220;

export const barChartHeight = (options: number) => options * 36 + 16;

export const pieChartHeight = (compact: boolean) => (compact ? 300 : 280);

export const gridChartHeight = (rows: number) => rows * 40 + 64;
