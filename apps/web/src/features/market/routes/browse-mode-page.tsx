import { Col, Empty, Result, Row, Space } from 'antd';
import { MARKET_TARGETS } from '@console/shared/market/approval-modes';
import { PageSection } from '../../../lib/page-section';
import { useAppAbility } from '../../../lib/use-app-ability';
import { ApprovalModeCard } from '../components/approval-mode-card';
import { MarketWardPicker } from '../components/market-ward-picker';
import { useMarketWard } from '../components/use-market-ward';

/**
 * /admin/browse-mode (spec §2, issue 16): how the ward's market publishes what residents post — per kind of post,
 * staff approve everything, everything goes up at once, or only the sellers the ward trusts go up at once.
 */
export default function BrowseModePage() {
  const ability = useAppAbility();
  const { wardId, chooser, choose } = useMarketWard();
  const canUpdate = ability.can('update', 'hm_approval_mode');

  return (
    <PageSection title="Chế độ duyệt chợ quê">
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {chooser && <MarketWardPicker wardId={wardId} onChange={choose} testId="browse-mode-ward" />}
        {wardId === null ? (
          chooser ? (
            <Empty description="Chọn xã/phường để xem chế độ duyệt" />
          ) : (
            <Result status="info" title="Tài khoản chưa gắn với xã/phường nào" />
          )
        ) : (
          <Row gutter={[16, 16]}>
            {MARKET_TARGETS.map((target) => (
              <Col key={target.value} xs={24} lg={8}>
                <ApprovalModeCard wardId={wardId} target={target.value} title={target.label} canUpdate={canUpdate} />
              </Col>
            ))}
          </Row>
        )}
      </Space>
    </PageSection>
  );
}
