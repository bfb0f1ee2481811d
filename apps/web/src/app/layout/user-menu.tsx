import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Space, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@console/shared/api-types';
import { unlessUnanswered } from '../../lib/api-client';
import { displayName, unitLabel } from '../../lib/person';
import { showResult } from '../../lib/result-helper';
import { useLogout } from '../../features/auth/api/logout';

const items: MenuProps['items'] = [
  { key: 'profile', icon: <UserOutlined />, label: <span data-testid="user-menu-profile">Thông tin cá nhân</span> },
  {
    key: 'change-password',
    icon: <KeyOutlined />,
    label: <span data-testid="user-menu-change-password">Đổi mật khẩu</span>,
  },
  { type: 'divider' },
  { key: 'logout', icon: <LogoutOutlined />, danger: true, label: <span data-testid="logout">Đăng xuất</span> },
];

export function UserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const logoutMutation = useLogout();

  const onClick: MenuProps['onClick'] = async ({ key }) => {
    if (key === 'profile') navigate('/admin/profile');
    if (key === 'change-password') navigate('/admin/profile/change-password');
    if (key !== 'logout') return;
    const result = await unlessUnanswered(logoutMutation.mutateAsync());
    if (!result) return;
    if (result.loggedOut) navigate('/auth/login', { replace: true });
    else showResult(result);
  };

  const unit = unitLabel(user);
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <button
        type="button"
        data-testid="user-menu"
        aria-label="Tài khoản"
        style={{ background: 'none', border: 0, cursor: 'pointer', padding: '0 8px', height: 64 }}
      >
        <Space size={12} align="center">
          <Avatar icon={<UserOutlined />} style={{ background: '#1677ff' }} />
          <span style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', lineHeight: 1.3 }}>
            <Typography.Text strong data-testid="header-user-name">
              {displayName(user)}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="header-user-role">
              {user.role?.name}
              {unit ? ` · ${unit}` : ''}
            </Typography.Text>
          </span>
          <DownOutlined style={{ fontSize: 10 }} />
        </Space>
      </button>
    </Dropdown>
  );
}
