/**
 * Small inline line glyphs (24 x 24, stroke = currentColor) for the public pages, which load no icon
 * library. All are decorative: the text beside them, or an aria-label, names them.
 */
interface GlyphProps {
  className?: string;
  /** Pixels, or '1em' (the default) to follow the font size. */
  size?: number | string;
  strokeWidth?: number;
}

function Glyph({ d, className, size = '1em', strokeWidth = 2.25 }: GlyphProps & { d: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

export const CheckGlyph = (props: GlyphProps) => <Glyph {...props} d="M5 12.5l4.5 4.5L19 7.5" />;

export const CrossGlyph = (props: GlyphProps) => <Glyph {...props} d="M6.5 6.5l11 11M17.5 6.5l-11 11" />;

export const ArrowLeftGlyph = (props: GlyphProps) => <Glyph {...props} d="M19 12H5M11 6l-6 6 6 6" />;

export const ArrowRightGlyph = (props: GlyphProps) => <Glyph {...props} d="M5 12h14M13 6l6 6-6 6" />;
