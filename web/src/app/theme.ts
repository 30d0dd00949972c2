import type { ThemeConfig } from 'antd';

export const BRAND = { primary: '#1d4ed8', navy: '#0b1f4d', ink: '#0f172a', muted: '#475569' } as const;

/**
 * antd derives its lighter texts (notes under fields, counters, empty states, placeholders) from
 * the ink at 45% and 25%: #93979f on white, under WCAG AA's 4.5:1. These stay at 4.5:1 or more on
 * white and on the back office's grey page.
 */
const QUIET_TEXT = '#5f6b7a'; // 5.4:1 on white, 5.1:1 on #f5f7fb
const PLACEHOLDER_TEXT = '#6b7280'; // 4.8:1 on white (inputs are white)
/** Field errors, danger buttons and their text: antd's red gives 3.3:1 on white, this 6.5:1. */
const ERROR_RED = '#b91c1c';
/**
 * A hovered primary button and a hovered link: antd's lighter blue (#4373e6) gives white text
 * 4.3:1, under AA while the pointer rests on the button just clicked; this stays lighter than the
 * brand blue at 5.3:1 (4.9:1 as link text on the grey page).
 */
const PRIMARY_HOVER = '#3163e0';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    colorPrimaryHover: PRIMARY_HOVER,
    colorLinkHover: PRIMARY_HOVER,
    colorInfo: BRAND.primary,
    colorTextBase: BRAND.ink,
    colorTextTertiary: QUIET_TEXT,
    colorTextDescription: QUIET_TEXT,
    colorTextPlaceholder: PLACEHOLDER_TEXT,
    colorError: ERROR_RED,
    borderRadius: 8,
    fontFamily:
      "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: BRAND.navy, bodyBg: '#f5f7fb' },
    Menu: { darkItemBg: BRAND.navy, darkSubMenuItemBg: BRAND.navy },
  },
};
