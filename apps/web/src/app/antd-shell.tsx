// antd 5 renders its static popups with React 18's API unless told how to under React 19; before any antd use
import '@ant-design/v5-patch-for-react-19';
import { AbilityProvider } from '@casl/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { viVN } from '../lib/antd-locale';
import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { defineAbilityFor } from '@console/shared/permissions';
import { NotifyHost } from '../lib/notify-host';
import { useSessionUser } from '../lib/session';
import '../lib/dayjs-setup';

const THEME = { token: { fontFamily: "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" } };

/**
 * antd and everything drawn with it (locale, theme, toasts, popups, the CASL ability for hiding buttons) wraps every
 * screen except the login page. It is a lazy layout route: the login page — the first thing every visit on a slow
 * link shows — is drawn without antd (~180 KB of gzip), and the login page asks for this chunk while the officer
 * types, so the first admin screen does not wait for it either.
 */
export default function AntdShell() {
  const user = useSessionUser();
  // the same ability object the guard computes, for hiding menu entries and buttons
  const ability = useMemo(() => defineAbilityFor(user), [user]);
  return (
    <ConfigProvider locale={viVN} theme={THEME}>
      <AntApp>
        <NotifyHost />
        <AbilityProvider value={ability}>
          <Outlet />
        </AbilityProvider>
      </AntApp>
    </ConfigProvider>
  );
}
