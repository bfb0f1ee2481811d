import { CalendarOutlined, EnvironmentOutlined, IdcardOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Col, Descriptions, Row, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { formatDateWithWeekday } from '@console/shared/dates';
import { useVisibleMenuEntries } from '../../../app/menu-entries';
import { displayName } from '../../../lib/person';
import { useSessionUser } from '../../../lib/session';
import { useAppAbility } from '../../../lib/use-app-ability';
import { MarketNotConfiguredAlert } from '../components/market-not-configured-alert';
import { SentimentDashboard } from '../components/sentiment-dashboard';
import { WardServicesLine } from '../components/ward-services-line';
import { usePageTitle } from '../../../lib/use-page-title';

const MANAGING_ACTIONS = ['create', 'update', 'delete'] as const;

const PROFILE_CARD = {
  key: 'profile',
  label: 'Thông tin cá nhân',
  path: '/admin/profile',
  icon: <IdcardOutlined />,
  description: 'Xem, cập nhật thông tin và đổi mật khẩu',
};

export default function HomePage() {
  usePageTitle('Trang chủ');
  const user = useSessionUser();
  const ability = useAppAbility();
  const entries = useVisibleMenuEntries();
  const cards = useMemo(
    () => [
      ...entries
        .filter((entry) => entry.key !== 'home')
        .map((entry) => {
          // a read-only area (e.g. villages for field officers) is not theirs to manage
          const subject = entry.permission?.subject;
          const manages = subject !== undefined && MANAGING_ACTIONS.some((action) => ability.can(action, subject));
          const verb = manages ? 'Quản lý' : 'Xem';
          return { ...entry, description: `${verb} danh sách ${entry.label.toLocaleLowerCase('vi')}` };
        }),
      PROFILE_CARD,
    ],
    [ability, entries],
  );
  if (!user) return null;

  const units = [
    { key: 'ward', label: 'Xã/phường', children: user.ward_name },
    { key: 'district', label: 'Quận/huyện', children: user.district_name },
    { key: 'province', label: 'Tỉnh/thành phố', children: user.province_name },
  ].filter((item) => item.children);

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <MarketNotConfiguredAlert />
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }} data-testid="home-greeting">
          Xin chào, {displayName(user)}
        </Typography.Title>
        <Space size={24} wrap style={{ marginBottom: units.length ? 16 : 0 }}>
          <Typography.Text>
            <UserOutlined /> Vai trò: <strong data-testid="home-role">{user.role?.name}</strong>
          </Typography.Text>
          <Typography.Text data-testid="home-today">
            <CalendarOutlined /> Hôm nay: <strong>{formatDateWithWeekday(new Date())}</strong>
          </Typography.Text>
        </Space>
        {units.length > 0 ? (
          <Descriptions size="small" column={{ xs: 1, sm: 1, md: 3 }} items={units} data-testid="home-units" />
        ) : (
          <Typography.Text type="secondary">
            <EnvironmentOutlined /> Phạm vi quản lý: toàn hệ thống
          </Typography.Text>
        )}
        <WardServicesLine />
      </Card>
      {ability.can('list', 'sentiments') ? <SentimentDashboard /> : null}
      <Typography.Title level={4} style={{ margin: 0 }}>
        Chức năng của bạn
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.key} xs={24} sm={12} lg={8} xl={6}>
            <Link to={card.path} data-testid={`home-card-${card.key}`}>
              <Card hoverable style={{ height: '100%' }}>
                <Card.Meta
                  avatar={<span style={{ fontSize: 28, color: '#1677ff' }}>{card.icon}</span>}
                  title={card.label}
                  description={card.description}
                />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </Space>
  );
}
