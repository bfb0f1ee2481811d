import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, DatePicker, Row, Skeleton, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { downloadExport } from '../../../lib/download-file';
import { exportLeagueTable, useHomeFigure, type Figures, type HomeFilter } from '../api/home-statistics';
import { LazyCountBars, LazyDayLines } from './dashboard-lazy-charts';
import { HeadlineCards } from './headline-cards';
import { LeagueTable } from './league-table';

// Leaflet only once the map is drawn
const SentimentMap = lazy(() => import('./sentiment-map'));
const MAP_HEIGHT = 320;

const DAY = 'YYYY-MM-DD';

/** a figure's card: its own request, its own loading and its own failure; `children` draws the answer */
function FigureCard<P extends keyof Figures>({
  path,
  filter,
  title,
  children,
}: {
  path: P;
  filter: HomeFilter;
  title: string;
  children: (data: Figures[P]) => ReactNode;
}) {
  const { data, isPending, isError } = useHomeFigure(path, filter);
  return (
    <Card size="small" title={title} style={{ height: '100%' }}>
      {isError ? (
        <Alert type="warning" showIcon message="Không tải được số liệu" />
      ) : isPending ? (
        <Skeleton active />
      ) : (
        children(data)
      )}
    </Card>
  );
}

const RECEIVED_FINISHED = [
  { key: 'received', name: 'Tiếp nhận' },
  { key: 'finished', name: 'Đã xử lý' },
];
const APPS = [
  { key: 'console', name: 'Trang quản trị' },
  { key: 'resident', name: 'Ứng dụng người dân' },
];
const COUNT = (name: string) => [{ key: 'count', name }];

/**
 * The citizens' feedback figures of the officer's units (issue 20): headline cards first, then each chart and the
 * league table as its figure arrives. The period is this month until the officer picks another (at most a year).
 */
export function SentimentDashboard() {
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [exporting, setExporting] = useState(false);
  const filter: HomeFilter = range ? { from: range[0].format(DAY), to: range[1].format(DAY) } : {};
  const units = useHomeFigure('sentiment', filter);
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="home-dashboard">
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Phản ánh, kiến nghị
        </Typography.Title>
        <DatePicker.RangePicker
          data-testid="home-period"
          format="DD/MM/YYYY"
          allowClear
          placeholder={['Từ ngày', 'Đến ngày']}
          value={range}
          disabledDate={(day) => day.isAfter(dayjs(), 'day')}
          onChange={(value) => setRange(value && value[0] && value[1] ? [value[0], value[1]] : null)}
        />
      </Space>
      <HeadlineCards filter={filter} />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={12}>
          <FigureCard path="daily-sentiment" title="Tiếp nhận và xử lý theo ngày" filter={filter}>
            {(days) => <LazyDayLines testId="home-daily-chart" days={days} series={RECEIVED_FINISHED} />}
          </FigureCard>
        </Col>
        <Col xs={24} xl={12}>
          <FigureCard path="status" title="Theo trạng thái" filter={filter}>
            {(rows) => <LazyCountBars testId="home-status-chart" rows={rows} series={COUNT('Số phản ánh')} />}
          </FigureCard>
        </Col>
        <Col xs={24} xl={12}>
          <FigureCard path="category" title="Theo lĩnh vực" filter={filter}>
            {(rows) => (
              <LazyCountBars
                testId="home-category-chart"
                rows={rows.map((row) => ({ ...row, label: row.name }))}
                series={RECEIVED_FINISHED}
              />
            )}
          </FigureCard>
        </Col>
        <Col xs={24} xl={12}>
          <FigureCard path="traffic" title="Lượt truy cập theo ngày" filter={filter}>
            {(days) => <LazyDayLines testId="home-traffic-chart" days={days} series={APPS} />}
          </FigureCard>
        </Col>
        <Col xs={24} xl={12}>
          <FigureCard path="rating" title="Đánh giá của người dân" filter={filter}>
            {(rows) => <LazyCountBars testId="home-rating-chart" rows={rows} series={COUNT('Lượt đánh giá')} />}
          </FigureCard>
        </Col>
      </Row>
      <FigureCard path="map" title="Bản đồ phản ánh" filter={filter}>
        {(map) =>
          map.cells.length ? (
            <Suspense fallback={<div style={{ height: MAP_HEIGHT }} aria-busy="true" />}>
              <SentimentMap cells={map.cells} height={MAP_HEIGHT} />
            </Suspense>
          ) : (
            <Typography.Text type="secondary">Chưa có phản ánh gắn vị trí trong kỳ</Typography.Text>
          )
        }
      </FigureCard>
      <Card
        size="small"
        title="Bảng xếp hạng theo đơn vị"
        extra={
          <Button
            size="small"
            icon={<DownloadOutlined />}
            data-testid="home-league-export"
            loading={exporting}
            onClick={async () => {
              setExporting(true);
              await downloadExport(exportLeagueTable(filter)).finally(() => setExporting(false));
            }}
          >
            Xuất Excel
          </Button>
        }
      >
        {units.isError ? (
          <Alert type="warning" showIcon message="Không tải được bảng xếp hạng" />
        ) : (
          <LeagueTable figures={units.data} loading={units.isPending} />
        )}
      </Card>
    </Space>
  );
}
