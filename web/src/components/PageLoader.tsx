import { Spin } from 'antd';

/** Shown while a page's code or first data is loading. */
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="page-loader__label">{label}</span>
    </div>
  );
}
