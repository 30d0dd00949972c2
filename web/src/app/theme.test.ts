import { theme } from './theme';

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('the back office theme', () => {
  const token = theme.token!;

  it.each(['colorPrimary', 'colorPrimaryHover'] as const)(
    'gives white button text on %s at least 4.5:1 (AA), hovered too',
    (name) => {
      expect(contrast('#ffffff', token[name]!)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(['colorPrimary', 'colorLinkHover', 'colorTextTertiary', 'colorTextDescription', 'colorError'] as const)(
    'keeps %s at least 4.5:1 as text on the grey page',
    (name) => {
      expect(contrast('#f5f7fb', token[name]!)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
