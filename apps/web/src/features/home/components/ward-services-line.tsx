import { AppstoreOutlined } from '@ant-design/icons';
import { Space, Spin, Tag, Typography } from 'antd';
import { useWardServices } from '../../../lib/ward-services';

/** spec §6: the services the user's ward has switched on; nothing for admin and root, who work above the wards */
export function WardServicesLine() {
  const { services, isLoading, applies } = useWardServices();
  if (!applies) return null;
  return (
    <Space size={8} wrap style={{ marginTop: 12 }} data-testid="home-ward-services">
      <Typography.Text>
        <AppstoreOutlined /> Dịch vụ đang sử dụng:
      </Typography.Text>
      {isLoading && <Spin size="small" />}
      {!isLoading && services.length === 0 && <Typography.Text type="secondary">chưa có dịch vụ nào</Typography.Text>}
      {services.map((service) => (
        <Tag key={service.id} color="blue" style={{ marginInlineEnd: 0 }} data-testid={`home-ward-service-${service.key}`}>
          {service.name}
        </Tag>
      ))}
    </Space>
  );
}
