import { AbilityProvider } from '@casl/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import viVN from 'antd/es/locale/vi_VN';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router/dom';
import { defineAbilityFor } from '@console/shared/permissions';
import { NotifyHost } from '../lib/notify-host';
import { queryClient } from '../lib/query-client';
import { useSessionUser } from '../lib/session';
import { router } from './router';

export function AppProviders() {
  const user = useSessionUser();
  // the same ability object the guard computes, for hiding menu entries and buttons
  const ability = useMemo(() => defineAbilityFor(user), [user]);
  return (
    <ConfigProvider locale={viVN} theme={{ token: { fontFamily: "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" } }}>
      <AntApp>
        <NotifyHost />
        <QueryClientProvider client={queryClient}>
          <AbilityProvider value={ability}>
            <RouterProvider router={router} />
          </AbilityProvider>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
