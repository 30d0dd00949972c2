import {
  ArrowLeft,
  ArrowRight,
  Check,
  Clock,
  Mail,
  MapPin,
  Menu,
  Phone,
  X,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';

/**
 * The small line glyphs of the public pages: Lucide's icons (the library the service and project
 * icons use, lib/icons.tsx), 1em by default so they follow the font size. All are decorative: the
 * text beside them, or an aria-label, names them.
 */
type GlyphProps = Pick<LucideProps, 'className' | 'size' | 'strokeWidth'>;

const glyph = (Icon: LucideIcon) =>
  function Glyph({ size = '1em', strokeWidth = 2.25, className }: GlyphProps) {
    return <Icon size={size} strokeWidth={strokeWidth} className={className} aria-hidden focusable={false} />;
  };

export const CheckGlyph = glyph(Check);
export const CrossGlyph = glyph(X);
export const ArrowLeftGlyph = glyph(ArrowLeft);
export const ArrowRightGlyph = glyph(ArrowRight);
export const MailGlyph = glyph(Mail);
export const PhoneGlyph = glyph(Phone);
export const PinGlyph = glyph(MapPin);
export const ClockGlyph = glyph(Clock);
export const MenuGlyph = glyph(Menu);
