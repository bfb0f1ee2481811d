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

// one line each, cut with '…' (the full text in its tooltip): a long unit name must not push the header open
const LINE = {
  display: 'block',
  maxWidth: 260,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;

function Identity({ user, testIds }: { user: SessionUser; testIds: boolean }) {
  const unit = unitLabel(user);
  const role = `${user.role?.name ?? ''}${unit ? ` · ${unit}` : ''}`;
  return (
    <span style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', lineHeight: 1.3, minWidth: 0 }}>
      <Typography.Text
        strong
        style={LINE}
        title={displayName(user)}
        data-testid={testIds ? 'header-user-name' : undefined}
      >
        {displayName(user)}
      </Typography.Text>
      <Typography.Text
        type="secondary"
        style={{ ...LINE, fontSize: 12 }}
        title={role}
        data-testid={testIds ? 'header-user-role' : undefined}
      >
        {role}
      </Typography.Text>
    </span>
  );
}

/**
 * The header's account menu. `compact` (phones): the avatar alone, the name and role at the top of its menu, so the
 * header keeps one row of 390 px.
 */
export function UserMenu({ user, compact = false }: { user: SessionUser; compact?: boolean }) {
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

  const menuItems: MenuProps['items'] = compact
    ? [
        {
          key: 'identity',
          disabled: true,
          style: { cursor: 'default', maxWidth: 'calc(100vw - 32px)' },
          label: <Identity user={user} testIds={false} />,
        },
        { type: 'divider' },
        ...(items ?? []),
      ]
    : items;

  return (
    <Dropdown menu={{ items: menuItems, onClick }} trigger={['click']} placement="bottomRight">
      <button
        type="button"
        data-testid="user-menu"
        aria-label="Tài khoản"
        style={{
          background: 'none',
          border: 0,
          cursor: 'pointer',
          padding: compact ? '0 4px' : '0 8px',
          height: 64,
          minWidth: 0,
        }}
      >
        {compact ? (
          <Avatar icon={<UserOutlined />} style={{ background: '#1677ff' }} />
        ) : (
          <Space size={12} align="center">
            <Avatar icon={<UserOutlined />} style={{ background: '#1677ff' }} />
            <Identity user={user} testIds />
            <DownOutlined style={{ fontSize: 10 }} />
          </Space>
        )}
      </button>
    </Dropdown>
  );
}
