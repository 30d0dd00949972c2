const QUOTE_MARK =
  'M13 8C7.5 9.6 4 13.9 4 19.5 4 23 6.2 25 9 25c2.6 0 4.5-1.9 4.5-4.4 0-2.4-1.7-4.2-4-4.4.5-2.7 2.5-4.9 5.2-6L13 8z' +
  'm15 0c-5.5 1.6-9 5.9-9 11.5 0 3.5 2.2 5.5 5 5.5 2.6 0 4.5-1.9 4.5-4.4 0-2.4-1.7-4.2-4-4.4.5-2.7 2.5-4.9 5.2-6L28 8z';

/** A filled opening quotation mark for the testimonials. */
export function QuoteGlyph({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 32 32"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={QUOTE_MARK} />
    </svg>
  );
}
