import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Alert, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import type { PeriodFigures } from '@console/shared/home-statistics';
import { formatCount } from '../../../lib/chart-format';
import { useHomeFigure, type HomeFilter } from '../api/home-statistics';

interface Figure {
  key: string;
  title: string;
  value: number | null;
  previous?: number | null;
  suffix?: string;
  /** a rise is bad news (overdue, late, waiting time) */
  lowerIsBetter?: boolean;
}

/** the period's figure against the previous period's: ↑ 12 % in green when it is good news */
function Change({ card }: { card: Figure }) {
  if (card.value === null || card.previous === null || card.previous === undefined || card.value === card.previous)
    return <Typography.Text type="secondary">Như kỳ trước</Typography.Text>;
  const up = card.value > card.previous;
  const good = up !== Boolean(card.lowerIsBetter);
  const difference = Math.round(Math.abs(card.value - card.previous) * 10) / 10;
  return (
    <Typography.Text type={good ? 'success' : 'danger'}>
      {up ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {formatCount(difference)}
      {card.suffix ?? ''} so với kỳ trước
    </Typography.Text>
  );
}

const periodCards = (current: PeriodFigures, previous: PeriodFigures): Figure[] => [
  { key: 'received', title: 'Tiếp nhận trong kỳ', value: current.received, previous: previous.received },
  { key: 'finished', title: 'Đã xử lý trong kỳ', value: current.finished, previous: previous.finished },
  { key: 'on-time', title: 'Đúng hạn', value: current.on_time_rate, previous: previous.on_time_rate, suffix: '%' },
  {
    key: 'extended',
    title: 'Đúng hạn sau gia hạn',
    value: current.extended_rate,
    previous: previous.extended_rate,
    suffix: '%',
    lowerIsBetter: true,
  },
  {
    key: 'late',
    title: 'Trễ hạn',
    value: current.late_rate,
    previous: previous.late_rate,
    suffix: '%',
    lowerIsBetter: true,
  },
  {
    key: 'satisfied',
    title: 'Người dân hài lòng',
    value: current.satisfaction_rate,
    previous: previous.satisfaction_rate,
    suffix: '%',
  },
  {
    key: 'receive-hours',
    title: 'Thời gian tiếp nhận TB',
    value: current.average_receive_hours,
    previous: previous.average_receive_hours,
    suffix: ' giờ',
    lowerIsBetter: true,
  },
  {
    key: 'finish-hours',
    title: 'Thời gian xử lý TB',
    value: current.average_finish_hours,
    previous: previous.average_finish_hours,
    suffix: ' giờ',
    lowerIsBetter: true,
  },
];

/** the dashboard's first row: what waits now, then the period against the one before */
export function HeadlineCards({ filter }: { filter: HomeFilter }) {
  const { data, isPending, isError } = useHomeFigure('statistic', filter);
  if (isError) return <Alert type="warning" showIcon message="Không tải được số liệu tổng hợp" />;
  if (isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  const now: Figure[] = [
    { key: 'today', title: 'Phản ánh mới hôm nay', value: data.today },
    { key: 'waiting', title: 'Chờ xử lý', value: data.waiting, lowerIsBetter: true },
    { key: 'processing', title: 'Đang xử lý', value: data.processing },
    { key: 'overdue', title: 'Quá hạn xử lý', value: data.overdue, lowerIsBetter: true },
  ];
  const render = (card: Figure, compare: boolean) => (
    <Col key={card.key} xs={12} md={8} xl={6}>
      <Card size="small" style={{ height: '100%' }} data-testid={`home-figure-${card.key}`}>
        <Statistic
          title={card.title}
          value={card.value === null ? '—' : card.value}
          suffix={card.value === null ? undefined : card.suffix}
          formatter={(value) => (typeof value === 'number' ? formatCount(value) : value)}
        />
        {compare ? <Change card={card} /> : null}
      </Card>
    </Col>
  );
  return (
    <Row gutter={[12, 12]}>
      {now.map((card) => render(card, false))}
      {periodCards(data.current, data.previous).map((card) => render(card, true))}
    </Row>
  );
}
