/** Shown while a page's code or first data is loading (plain CSS: public pages load no antd). */
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="page-loader__spinner" aria-hidden />
      <span className="page-loader__label">{label}</span>
    </div>
  );
}
