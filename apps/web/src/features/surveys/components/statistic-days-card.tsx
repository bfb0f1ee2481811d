import { Card } from 'antd';
import { withQuietDays } from './statistic-days';
import { LazyDaysLine } from './statistic-lazy-charts';

interface StatisticDaysCardProps {
  days: readonly { day: string; count: number }[];
  printing: boolean;
}

/** how many responses came each day (Vietnam days) under the filter */
export function StatisticDaysCard({ days, printing }: StatisticDaysCardProps) {
  return (
    <Card size="small" title="Số phiếu trả lời theo ngày" className="statistic-card">
      <LazyDaysLine points={withQuietDays(days)} printing={printing} />
    </Card>
  );
}
