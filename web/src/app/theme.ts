import type { ThemeConfig } from 'antd';

export const BRAND = { primary: '#1d4ed8', navy: '#0b1f4d', ink: '#0f172a', muted: '#475569' } as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    colorInfo: BRAND.primary,
    colorTextBase: BRAND.ink,
    borderRadius: 8,
    fontFamily:
      "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: BRAND.navy, bodyBg: '#f5f7fb' },
    Menu: { darkItemBg: BRAND.navy, darkSubMenuItemBg: BRAND.navy },
  },
};
