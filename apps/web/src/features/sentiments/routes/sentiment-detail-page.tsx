import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Col, Result, Row, Skeleton, Space } from 'antd';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { listReturnPath } from '../../../crud/list-url-state';
import { useMenuPath } from '../../../lib/active-menu';
import { LinkButton } from '../../../lib/link-button';
import { PageSection } from '../../../lib/page-section';
import { useSentiment } from '../api/get-sentiment';
import { SentimentItemActions } from '../components/sentiment-item-actions';
import { SentimentOverview } from '../components/sentiment-overview';
import { SentimentPanel } from '../components/sentiment-panel';
import { SentimentTimeline } from '../components/sentiment-timeline';
import {
  ARCHIVED_SENTIMENTS_PATH,
  detailPath,
  modeForStatus,
  modeOfPath,
  SENTIMENTS_PATH,
  type DetailMode,
} from './sentiment-paths';

const TITLES: Record<DetailMode, string> = {
  'waiting-processing': 'Phản ánh chờ xử lý',
  processing: 'Phản ánh đang xử lý',
  receive: 'Tiếp nhận phản ánh',
  update: 'Cập nhật phản ánh',
  'complete-sentiment': 'Hoàn thành xử lý phản ánh',
  result: 'Kết quả xử lý phản ánh',
};
const PANEL_TITLES: Record<DetailMode, string> = {
  'waiting-processing': 'Tùy chọn xử lý',
  processing: 'Tùy chọn xử lý',
  receive: 'Thông tin tiếp nhận',
  update: 'Thông tin cập nhật',
  'complete-sentiment': 'Kết quả xử lý',
  result: 'Kết quả xử lý',
};
// the option and result routes follow the item: opened from a stale link they move to where it stands now
const FOLLOWING_MODES: DetailMode[] = ['waiting-processing', 'processing', 'result'];

/** spec §2: the one detail screen of waiting-processing, receive, update, processing, complete-sentiment and result */
export default function SentimentDetailPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mode = modeOfPath(pathname) ?? 'waiting-processing';
  const query = useSentiment(id);
  const code = query.data?.code;
  const entry = code === SUCCESS_CODE ? query.data?.data?.entry : undefined;
  const version = query.data?.version ?? null;
  const currentMode = entry ? modeForStatus(entry.status, entry.received_at !== null) : null;

  useEffect(() => {
    if (code === 403) navigate('/admin/errors/403', { replace: true });
  }, [code, navigate]);

  useEffect(() => {
    // only on fresh data: a cached item being read again may be the state from before the last action
    if (entry && currentMode && !query.isFetching && FOLLOWING_MODES.includes(mode) && mode !== currentMode) {
      navigate(detailPath(currentMode, entry.id), { replace: true });
    }
  }, [entry, currentMode, mode, query.isFetching, navigate]);

  const backPath = entry?.archived_at ? ARCHIVED_SENTIMENTS_PATH : SENTIMENTS_PATH;
  // an archived item belongs to 'Phản ánh lưu trữ' in the menu, though its path is the one of any result
  useMenuPath(entry?.archived_at ? ARCHIVED_SENTIMENTS_PATH : null);
  const back = (
    <LinkButton to={listReturnPath({ path: backPath })} icon={<ArrowLeftOutlined />} data-testid="sentiment-back">
      {entry?.archived_at ? 'Phản ánh lưu trữ' : 'Danh sách phản ánh'}
    </LinkButton>
  );

  if (query.isPending || code === 403) {
    return (
      <PageSection title={TITLES[mode]}>
        <Skeleton active />
      </PageSection>
    );
  }
  if (!entry) {
    return (
      <PageSection title={TITLES[mode]}>
        <Result status="error" title={query.data?.message || 'Không tải được phản ánh'} extra={back} />
      </PageSection>
    );
  }

  const panel = (
    <Card title={PANEL_TITLES[mode]} size="small" data-testid={`sentiment-panel-${mode}`}>
      <SentimentPanel key={`${mode}-${entry.id}`} entry={entry} version={version} mode={mode} />
    </Card>
  );
  const overview = (
    <Card size="small">
      <SentimentOverview entry={entry} />
    </Card>
  );

  return (
    <PageSection
      title={TITLES[mode]}
      extra={
        <Space wrap>
          <SentimentItemActions
            entry={entry}
            version={version}
            onDeleted={() => navigate(listReturnPath({ path: SENTIMENTS_PATH }))}
          />
          {back}
        </Space>
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Space direction="vertical" size={16} style={{ display: 'flex' }}>
            {mode === 'result' && panel}
            {overview}
            {mode !== 'result' && panel}
          </Space>
        </Col>
        <Col xs={24} xl={8}>
          <Card title="Lịch sử xử lý" size="small" data-testid="sentiment-history">
            <SentimentTimeline events={entry.timeline} />
          </Card>
        </Col>
      </Row>
    </PageSection>
  );
}
