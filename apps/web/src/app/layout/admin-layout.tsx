import { BankOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, Typography } from 'antd';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { loadSavedMenu, saveMenu, useSessionUser } from '../../lib/session';
import { PRODUCT_NAME } from '../../lib/use-page-title';
import { useWardServices } from '../../lib/ward-services';
import { NoticeBell } from '../../features/notices/components/notice-bell';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';

export default function AdminLayout() {
  const user = useSessionUser();
  // spec §6: after login the ward's services load once for the session (admin and root: no request)
  useWardServices();
  const [collapsed, setCollapsed] = useState(() => loadSavedMenu()?.collapsed ?? false);

  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    saveMenu({ collapsed: next });
  };

  // the route guard has loaded the profile before this renders; a missing user means the session just ended
  if (!user) return null;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider collapsible collapsed={collapsed} trigger={null} width={240} breakpoint="lg" onBreakpoint={setCollapsed}>
        <Link
          to="/admin/home"
          style={{ display: 'block', padding: collapsed ? '20px 8px' : '20px 24px', color: '#fff', textAlign: collapsed ? 'center' : 'left' }}
        >
          {collapsed ? (
            <BankOutlined style={{ fontSize: 20 }} aria-label={PRODUCT_NAME} />
          ) : (
            <Typography.Text strong style={{ color: '#fff', fontSize: 16 }}>
              {PRODUCT_NAME}
            </Typography.Text>
          )}
          {!collapsed && (
            <Typography.Text style={{ display: 'block', color: 'rgba(255,255,255,0.65)', fontSize: 12 }}>
              Trang quản trị
            </Typography.Text>
          )}
        </Link>
        <SideMenu collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            padding: '0 16px',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
          }}
        >
          <Button
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={toggle}
            aria-label={collapsed ? 'Mở rộng menu' : 'Thu gọn menu'}
          />
          <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
            <NoticeBell />
            <UserMenu user={user} />
          </div>
        </Layout.Header>
        <Layout.Content style={{ margin: 16 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
