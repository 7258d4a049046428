/** Theme settings of spec §2 and §3. */
export type NavTheme = 'dark' | 'light';
export type LayoutMode = 'sidemenu' | 'topmenu';
export type ContentWidth = 'Fixed' | 'Fluid';

export type Settings = {
  navTheme: NavTheme;
  primaryColor: string;
  layout: LayoutMode;
  contentWidth: ContentWidth;
  fixedHeader: boolean;
  autoHideHeader: boolean;
  fixSiderbar: boolean;
  colorWeak: boolean;
  multipage: boolean;
  /** Side menu collapsed (the "sidebar opened" flag, inverted). */
  collapsed: boolean;
  /** Read pushed notices aloud (browser speech synthesis); off unless the user turns it on. */
  readAloud: boolean;
};

export const COLOR_PRESETS: readonly { name: string; color: string }[] = [
  { name: '薄暮', color: '#F5222D' },
  { name: '火山', color: '#FA541C' },
  { name: '日暮', color: '#FAAD14' },
  { name: '明青', color: '#13C2C2' },
  { name: '极光绿', color: '#52C41A' },
  { name: '拂晓蓝（默认）', color: '#1890FF' },
  { name: '极客蓝', color: '#2F54EB' },
  { name: '酱紫', color: '#722ED1' },
];

export const DEFAULT_SETTINGS: Settings = {
  navTheme: 'light',
  primaryColor: '#1890FF',
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: false,
  autoHideHeader: false,
  fixSiderbar: false,
  colorWeak: false,
  multipage: true,
  collapsed: false,
  readAloud: false,
};

/** Scroll distance after which an auto-hiding header disappears. */
export const HEADER_HIDE_SCROLL_PX = 100;

/**
 * Enforces the dependencies between options: fluid width only with top navigation, hide-on-scroll
 * only with a fixed header, fixed side menu only with side navigation.
 */
export function normalizeSettings(s: Settings): Settings {
  const topmenu = s.layout === 'topmenu';
  return {
    ...s,
    contentWidth: topmenu ? s.contentWidth : 'Fixed',
    autoHideHeader: s.fixedHeader && s.autoHideHeader,
    fixSiderbar: !topmenu && s.fixSiderbar,
  };
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Reads stored settings field by field, falling back to defaults for anything missing or malformed. */
export function parseSettings(raw: unknown): Settings {
  const src = typeof raw === 'object' && raw !== null ? Object.fromEntries(Object.entries(raw)) : {};
  const bool = (key: keyof Settings): boolean => {
    const v = src[key];
    return typeof v === 'boolean' ? v : (DEFAULT_SETTINGS[key] as boolean);
  };
  return normalizeSettings({
    navTheme: src.navTheme === 'dark' ? 'dark' : 'light',
    primaryColor:
      typeof src.primaryColor === 'string' && HEX_COLOR.test(src.primaryColor)
        ? src.primaryColor
        : DEFAULT_SETTINGS.primaryColor,
    layout: src.layout === 'topmenu' ? 'topmenu' : 'sidemenu',
    contentWidth: src.contentWidth === 'Fluid' ? 'Fluid' : 'Fixed',
    fixedHeader: bool('fixedHeader'),
    autoHideHeader: bool('autoHideHeader'),
    fixSiderbar: bool('fixSiderbar'),
    colorWeak: bool('colorWeak'),
    multipage: bool('multipage'),
    collapsed: bool('collapsed'),
    readAloud: bool('readAloud'),
  });
}

/** Header visibility while scrolling: it hides past the threshold going down and returns going up. */
export function headerVisibleAfterScroll(previousTop: number, top: number, autoHide: boolean): boolean {
  if (!autoHide) return true;
  if (top <= HEADER_HIDE_SCROLL_PX) return true;
  return top < previousTop;
}
