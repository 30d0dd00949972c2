import { Link } from 'react-router-dom';

export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="#1d4ed8" />
      <path d="M18 44 32 16l14 28H38l-6-12-6 12z" fill="#fff" />
    </svg>
  );
}

export function Brand({ light = false }: { light?: boolean }) {
  return (
    <Link to="/" className={`brand${light ? ' brand--light' : ''}`} aria-label="Brightline Software, home">
      <BrandMark />
      <span className="brand__name">
        Brightline<span className="brand__suffix"> Software</span>
      </span>
    </Link>
  );
}
