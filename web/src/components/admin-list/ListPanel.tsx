import { theme } from 'antd';
import type { ReactNode } from 'react';
import './admin-list.css';

export interface ListPanelProps {
  children: ReactNode;
  className?: string;
}

/**
 * The white panel a list page's toolbar and table sit on: the look of antd's Card, without its
 * code. Card brings Tabs and Skeleton with it (about 15 KB of gzip JavaScript on every list page's
 * first load) for a title bar and a loading state a list never shows.
 */
export function ListPanel({ children, className }: ListPanelProps) {
  const { token } = theme.useToken();
  return (
    <div
      className={className ? `list-panel ${className}` : 'list-panel'}
      style={{
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      {children}
    </div>
  );
}
