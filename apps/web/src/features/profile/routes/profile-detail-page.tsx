import { EditOutlined, KeyOutlined } from '@ant-design/icons';
import { Descriptions, Space } from 'antd';
import type { DescriptionsProps } from 'antd';
import { formatDateTime } from '@console/shared/dates';
import { formatCalendarDay } from '../../../lib/calendar-day';
import { LinkButton } from '../../../lib/link-button';
import { PageSection } from '../../../lib/page-section';
import { sexLabel, unitLabel } from '../../../lib/person';
import { useSessionUser } from '../../../lib/session';
import { SessionsCard } from '../components/sessions-card';

export default function ProfileDetailPage() {
  const user = useSessionUser();
  if (!user) return null;

  const items: DescriptionsProps['items'] = [
    { key: 'username', label: 'Tên đăng nhập', children: user.username },
    { key: 'full_name', label: 'Họ và tên', children: user.kyc?.full_name ?? '' },
    { key: 'email', label: 'Email', children: user.email ?? '' },
    { key: 'phone', label: 'Số điện thoại', children: user.phone ?? '' },
    { key: 'dob', label: 'Ngày sinh', children: formatCalendarDay(user.kyc?.dob) },
    { key: 'sex', label: 'Giới tính', children: sexLabel(user.kyc?.sex) },
    { key: 'id_card_number', label: 'Số CCCD', children: user.kyc?.id_card_number ?? '' },
    { key: 'role', label: 'Vai trò', children: user.role?.name ?? '' },
    { key: 'unit', label: 'Đơn vị', children: unitLabel(user) },
    { key: 'created_at', label: 'Ngày tạo', children: formatDateTime(user.created_at) },
  ];

  return (
    <PageSection
      title="Thông tin cá nhân"
      extra={
        <Space wrap>
          <LinkButton to="/admin/profile/update" type="primary" icon={<EditOutlined />} data-testid="profile-edit">
            Cập nhật thông tin
          </LinkButton>
          <LinkButton to="/admin/profile/change-password" icon={<KeyOutlined />} data-testid="profile-change-password">
            Đổi mật khẩu
          </LinkButton>
        </Space>
      }
    >
      <Descriptions
        bordered
        // antd fills the breakpoints left out from its own map (md, xl, xxl: 3 columns): name every one
        column={{ xs: 1, sm: 1, md: 1, lg: 2, xl: 2, xxl: 2 }}
        items={items}
        styles={{ label: { width: 170, whiteSpace: 'nowrap' } }}
        data-testid="profile-detail"
      />
      <SessionsCard />
    </PageSection>
  );
}
