interface PagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** Previous, numbered pages and Next; hidden when everything fits on one page (spec). */
export function Pager({ page, pageCount, onChange }: PagerProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav className="pager" aria-label="Pagination">
      <button type="button" className="pager__button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </button>
      {pages.map((n) => (
        <button
          key={n}
          type="button"
          className={`pager__button${n === page ? ' pager__button--current' : ''}`}
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          onClick={() => onChange(n)}
        >
          {n}
        </button>
      ))}
      <button type="button" className="pager__button" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        Next
      </button>
    </nav>
  );
}
