import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Result, Skeleton, Space } from 'antd';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { MARKET_SERVICE_NAME } from '@console/shared/domain/platform-services';
import { PageSection } from '../../../lib/page-section';
import { wardServicesQueryOptions } from '../../../lib/ward-services';
import { useWard } from '../api/get-ward';
import { useWardMarketConfig } from '../api/get-ward-market-config';
import { WardMarketConfigForm } from '../components/ward-market-config-form';
import { MarketWardPicker } from '../components/market-ward-picker';
import { useMarketWard } from '../components/use-market-ward';

const TITLE = 'Cấu hình chợ quê';

/**
 * /admin/countryside-market/configs: the ward market config of the user's ward; staff above the wards pick the ward
 * first (kept in the URL, so a reload or a shared link opens the same ward).
 */
export default function MarketConfigsPage() {
  const { wardId, pinned, chooser, choose } = useMarketWard();

  const config = useWardMarketConfig(wardId);
  const entry = config.data?.code === SUCCESS_CODE ? (config.data.data?.entry ?? null) : null;
  // the name of a chosen ward that has no config yet
  const ward = useWard(wardId, chooser && !entry);
  const wardName = pinned?.name || entry?.ward_name || ward.data?.data?.entry?.name || '';
  // ward services are any staff member's to read: say so when the ward does not run the market (yet)
  const services = useQuery({ ...wardServicesQueryOptions(wardId ?? 0), enabled: wardId !== null });
  const serviceEntries = services.data?.code === SUCCESS_CODE ? services.data.data.entries : null;
  const marketOff = serviceEntries?.some((e) => e.service.name === MARKET_SERVICE_NAME && !e.enabled) ?? false;

  let content;
  if (wardId === null) {
    content = chooser ? (
      <Empty description="Chọn xã/phường để xem và cấu hình chợ quê" />
    ) : (
      <Result status="info" title="Tài khoản chưa gắn với xã/phường nào nên không có chợ quê để cấu hình" />
    );
  } else if (config.isPending) {
    content = <Skeleton active />;
  } else if (config.data?.code !== SUCCESS_CODE) {
    content = <Result status="error" title={config.data?.message || 'Không tải được cấu hình chợ quê'} />;
  } else {
    content = (
      <WardMarketConfigForm
        key={`${wardId}:${entry?.updated_at ?? 'new'}`}
        wardId={wardId}
        wardName={wardName}
        entry={entry}
      />
    );
  }

  return (
    <PageSection title={TITLE}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {chooser && (
          <MarketWardPicker
            wardId={wardId}
            onChange={choose}
            known={wardId && wardName ? { id: wardId, name: wardName } : null}
            testId="market-config-ward"
          />
        )}
        {marketOff && (
          <Alert
            type="info"
            showIcon
            message={`${wardName || 'Xã/phường'} chưa bật dịch vụ Chợ quê: cấu hình được lưu sẵn và dùng khi dịch vụ được bật.`}
            data-testid="market-service-off"
          />
        )}
        {content}
      </Space>
    </PageSection>
  );
}
