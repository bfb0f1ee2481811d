// Numbers as a Vietnamese officer reads them: 1.234 people, 12,5 %, an average of 4,25.

export const formatCount = (value: number) => value.toLocaleString('vi-VN');

export const formatPercent = (value: number) => `${value.toLocaleString('vi-VN', { maximumFractionDigits: 1 })}%`;

export const formatAverage = (value: number) => value.toLocaleString('vi-VN', { maximumFractionDigits: 2 });

/** antd's palette, in an order where neighbours differ in hue (bars, pie slices, a grid's columns) */
export const CHART_COLORS = [
  '#1677ff',
  '#52c41a',
  '#faad14',
  '#f5222d',
  '#722ed1',
  '#13c2c2',
  '#eb2f96',
  '#fa8c16',
  '#2f54eb',
  '#a0d911',
];

export const colorAt = (index: number) => CHART_COLORS[index % CHART_COLORS.length];

/** 1 to 5 stars from red to green: a rating's bars read as bad to good at a glance */
const RATING_COLORS = ['#f5222d', '#fa8c16', '#fadb14', '#a0d911', '#52c41a'];
const YES_NO_COLORS = ['#1677ff', '#fa8c16'];

/** the colour of each option of a question, the same in its chart and beside its row in the table */
export function optionColors(kind: string, count: number): string[] {
  if (kind === 'rating' && count === RATING_COLORS.length) return RATING_COLORS;
  if (kind === 'yes_no' && count === YES_NO_COLORS.length) return YES_NO_COLORS;
  return Array.from({ length: count }, (_, index) => colorAt(index));
}

/** a chart's long option label cut to fit its axis ('Giếng khoan của gia…'); the table beside it has the whole text */
export function shortLabel(label: string, max: number): string {
  return label.length > max ? `${label.slice(0, max - 1).trimEnd()}…` : label;
}
