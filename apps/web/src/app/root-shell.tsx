import { Outlet, useNavigation } from 'react-router';
import { GlobalLoading } from '../lib/global-loading';
import { OfflineBanner } from './offline-banner';

/**
 * every screen sits under this: the global 'Đang tải...' overlay covers lazy screens and the profile load, and the
 * offline banner shows on every page, the login page included. Nothing here uses antd: the login page is drawn
 * before antd is downloaded (app/antd-shell.tsx).
 */
export function RootShell() {
  const navigation = useNavigation();
  return (
    <>
      <OfflineBanner />
      {navigation.state === 'loading' && <GlobalLoading delay={150} />}
      <Outlet />
    </>
  );
}
