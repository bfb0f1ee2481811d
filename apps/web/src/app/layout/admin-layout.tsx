import { BankOutlined, MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout, Typography } from 'antd';
import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { loadSavedMenu, saveMenu, useSessionUser } from '../../lib/session';
import { PRODUCT_NAME } from '../../lib/use-page-title';
import { useIsPhone } from '../../lib/use-viewport';
import { useWardServices } from '../../lib/ward-services';
import { NoticeBell } from '../../features/notices/components/notice-bell';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';
import '../../lib/responsive.css';

const SIDER_BACKGROUND = '#001529';

/** the product's name over 'Trang quản trị', or its icon alone in the folded menu */
function Brand({ folded }: { folded: boolean }) {
  return (
    <Link
      to="/admin/home"
      style={{
        display: 'block',
        padding: folded ? '20px 8px' : '20px 24px',
        color: '#fff',
        textAlign: folded ? 'center' : 'left',
      }}
    >
      {folded ? (
        <BankOutlined style={{ fontSize: 20 }} aria-label={PRODUCT_NAME} />
      ) : (
        <Typography.Text strong style={{ color: '#fff', fontSize: 16 }}>
          {PRODUCT_NAME}
        </Typography.Text>
      )}
      {!folded && (
        <Typography.Text style={{ display: 'block', color: 'rgba(255,255,255,0.65)', fontSize: 12 }}>
          Trang quản trị
        </Typography.Text>
      )}
    </Link>
  );
}

/**
 * The console's frame. From 992 px the menu stands beside the screen (foldable); tablets (768–991 px) show it folded
 * to its icons; phones (under 768 px) have no sidebar at all: the header's menu button opens it as a drawer over the
 * screen, and any navigation closes it.
 */
export default function AdminLayout() {
  const user = useSessionUser();
  // spec §6: after login the ward's services load once for the session (admin and root: no request)
  useWardServices();
  const phone = useIsPhone();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(() => loadSavedMenu()?.collapsed ?? false);
  // the drawer is open on the screen it was opened on: moving to another screen closes it without an effect
  const [drawerOpenedOn, setDrawerOpenedOn] = useState<string | null>(null);
  const drawerOpen = phone && drawerOpenedOn === pathname;

  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    saveMenu({ collapsed: next });
  };

  // the route guard has loaded the profile before this renders; a missing user means the session just ended
  if (!user) return null;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {phone ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpenedOn(null)}
          width={280}
          closable={false}
          rootClassName="menu-drawer"
          styles={{ body: { padding: 0, background: SIDER_BACKGROUND } }}
        >
          <nav aria-label="Menu" data-testid="menu-drawer">
            <Brand folded={false} />
            <SideMenu collapsed={false} onNavigate={() => setDrawerOpenedOn(null)} />
          </nav>
        </Drawer>
      ) : (
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          trigger={null}
          width={240}
          breakpoint="lg"
          onBreakpoint={setCollapsed}
        >
          <Brand folded={collapsed} />
          <SideMenu collapsed={collapsed} />
        </Layout.Sider>
      )}
      {/* minWidth 0: a wide table scrolls inside its own box instead of widening the page */}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          style={{
            background: '#fff',
            padding: phone ? '0 8px' : '0 16px',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 8,
            boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
          }}
        >
          {phone ? (
            <div style={{ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0 }}>
              <Button
                type="text"
                icon={<MenuOutlined />}
                onClick={() => setDrawerOpenedOn(pathname)}
                aria-label="Mở menu"
                aria-expanded={drawerOpen}
                data-testid="menu-toggle"
              />
              <Typography.Text strong ellipsis style={{ minWidth: 0 }}>
                {PRODUCT_NAME}
              </Typography.Text>
            </div>
          ) : (
            <Button
              type="text"
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={toggle}
              aria-label={collapsed ? 'Mở rộng menu' : 'Thu gọn menu'}
              data-testid="menu-toggle"
            />
          )}
          <div style={{ display: 'flex', alignItems: 'center', gap: 4, flex: 'none' }}>
            <NoticeBell />
            <UserMenu user={user} compact={phone} />
          </div>
        </Layout.Header>
        <Layout.Content className="admin-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
