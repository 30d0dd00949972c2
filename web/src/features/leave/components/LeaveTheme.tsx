import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

/**
 * The leave pages' red (Reject, Withdraw) dark enough for small text on white and white text on
 * it: 6.5:1, where antd's default red gives 3.3:1.
 */
const LEAVE_THEME = { token: { colorError: '#b91c1c' } };

export function LeaveTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={LEAVE_THEME}>{children}</ConfigProvider>;
}
