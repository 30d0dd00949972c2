import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { theme } from './theme';

/**
 * antd's theme and toasts. Only the back office and the sign-in pages use antd, so only their
 * layouts set these up (public pages never download antd); Storybook and the web tests wrap
 * every story and test in them.
 */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <AntApp notification={{ placement: 'topRight' }}>{children}</AntApp>
    </ConfigProvider>
  );
}

/** The layout route of the pages that use antd: sign-in, password and the back office (around its own layout). */
export function UiLayout() {
  return (
    <UiProviders>
      <Outlet />
    </UiProviders>
  );
}
