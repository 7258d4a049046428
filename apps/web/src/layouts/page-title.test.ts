import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title.ts';

describe('pageTitle', () => {
  it('is the platform name alone on the home route', () => {
    expect(pageTitle('首页', '/dashboard/analysis')).toBe('心苗');
  });

  it('is "page - platform" elsewhere', () => {
    expect(pageTitle('危机预警', '/crisis/warnings')).toBe('危机预警 - 心苗');
  });

  it('falls back to the platform name when a page has no title', () => {
    expect(pageTitle(undefined, '/x')).toBe('心苗');
  });
});
