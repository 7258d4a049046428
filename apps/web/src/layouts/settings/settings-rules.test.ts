import { describe, expect, it } from 'vitest';
import {
  COLOR_PRESETS,
  DEFAULT_SETTINGS,
  headerVisibleAfterScroll,
  normalizeSettings,
  parseSettings,
} from './settings-rules.ts';

describe('settings', () => {
  it('defaults to blue, light nav, side menu, fixed width and multi-tab on', () => {
    expect(parseSettings(null)).toMatchObject({
      primaryColor: '#1890FF',
      navTheme: 'light',
      layout: 'sidemenu',
      contentWidth: 'Fixed',
      multipage: true,
    });
    expect(COLOR_PRESETS).toHaveLength(8);
    expect(COLOR_PRESETS.map((c) => c.color)).toContain(DEFAULT_SETTINGS.primaryColor);
  });

  it('allows fluid width only with top navigation', () => {
    expect(normalizeSettings({ ...DEFAULT_SETTINGS, contentWidth: 'Fluid' }).contentWidth).toBe('Fixed');
    expect(
      normalizeSettings({ ...DEFAULT_SETTINGS, layout: 'topmenu', contentWidth: 'Fluid' }).contentWidth,
    ).toBe('Fluid');
  });

  it('allows hide-on-scroll only with a fixed header', () => {
    expect(normalizeSettings({ ...DEFAULT_SETTINGS, autoHideHeader: true }).autoHideHeader).toBe(false);
    expect(
      normalizeSettings({ ...DEFAULT_SETTINGS, fixedHeader: true, autoHideHeader: true }).autoHideHeader,
    ).toBe(true);
  });

  it('does not fix the side menu in top navigation', () => {
    expect(normalizeSettings({ ...DEFAULT_SETTINGS, layout: 'topmenu', fixSiderbar: true }).fixSiderbar).toBe(
      false,
    );
    expect(normalizeSettings({ ...DEFAULT_SETTINGS, fixSiderbar: true }).fixSiderbar).toBe(true);
  });

  it('ignores malformed stored values field by field', () => {
    const s = parseSettings({ primaryColor: 'red;}', navTheme: 'dark', multipage: 'yes', colorWeak: true });
    expect(s).toMatchObject({ primaryColor: '#1890FF', navTheme: 'dark', multipage: true, colorWeak: true });
  });

  it('hides an auto-hiding header after 100 px going down, shows it going up', () => {
    expect(headerVisibleAfterScroll(0, 100, true)).toBe(true);
    expect(headerVisibleAfterScroll(100, 101, true)).toBe(false);
    expect(headerVisibleAfterScroll(400, 300, true)).toBe(true);
    expect(headerVisibleAfterScroll(100, 500, false)).toBe(true);
  });
});
