import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { theme } from './theme';

/** Theme and toasts: shared by the app, Storybook and the web tests (they bring their own Apollo provider). */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <AntApp notification={{ placement: 'topRight' }}>{children}</AntApp>
    </ConfigProvider>
  );
}
