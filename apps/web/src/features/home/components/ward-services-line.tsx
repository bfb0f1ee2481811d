import { AppstoreOutlined } from '@ant-design/icons';
import { Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { COMING_SOON_LABEL } from '@console/shared/domain/console-screens';
import { SCREENS } from '../../../lib/resources';
import { useWardServices } from '../../../lib/ward-services';

const COMING_SOON_HINT = 'Xã/phường đang dùng dịch vụ này; màn hình quản lý trên trang quản trị sắp có';

/**
 * spec §6: the services the user's ward has switched on; nothing for admin and root, who work above the wards. Those
 * the console has no screen for yet stay listed — the ward does use them — but grey and marked 'sắp có' (issue 10).
 */
export function WardServicesLine() {
  const { services, isLoading, applies } = useWardServices();
  if (!applies) return null;
  const ordered = [...services].sort(
    (a, b) => Number(SCREENS.serviceHasScreens(b.key)) - Number(SCREENS.serviceHasScreens(a.key)),
  );
  return (
    <Space size={8} wrap style={{ marginTop: 12 }} data-testid="home-ward-services">
      <Typography.Text>
        <AppstoreOutlined /> Dịch vụ đang sử dụng:
      </Typography.Text>
      {isLoading && <Spin size="small" />}
      {!isLoading && services.length === 0 && <Typography.Text type="secondary">chưa có dịch vụ nào</Typography.Text>}
      {ordered.map((service) =>
        SCREENS.serviceHasScreens(service.key) ? (
          <Tag
            key={service.id}
            color="blue"
            style={{ marginInlineEnd: 0 }}
            data-testid={`home-ward-service-${service.key ?? service.id}`}
          >
            {service.name}
          </Tag>
        ) : (
          <Tooltip key={service.id} title={COMING_SOON_HINT}>
            <Tag
              style={{ marginInlineEnd: 0 }}
              data-testid={`home-ward-service-${service.key ?? service.id}`}
              data-coming-soon="true"
            >
              {service.name} <Typography.Text type="secondary">({COMING_SOON_LABEL})</Typography.Text>
            </Tag>
          </Tooltip>
        ),
      )}
    </Space>
  );
}
