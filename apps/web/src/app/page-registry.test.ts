import { flattenCatalog } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import { canonicalPageKey, isBuiltPage, isKnownPage, PLANNED_PAGES, pageComponent } from './page-registry.ts';

describe('page registry', () => {
  it('knows every component key of the menu catalogue', () => {
    const keys = flattenCatalog()
      .map((p) => p.component)
      .filter(Boolean);
    expect(keys.filter((k) => !isKnownPage(k))).toEqual([]);
  });

  it('lists a key either as built or as planned, never both', () => {
    expect(PLANNED_PAGES.filter(isBuiltPage)).toEqual([]);
  });

  it('builds the landing and account pages', () => {
    for (const key of ['dashboard/analysis', 'account/center', 'account/settings'])
      expect(isBuiltPage(key)).toBe(true);
  });

  it('has no page for unknown keys and one shared page per key otherwise', () => {
    expect(pageComponent('no/such')).toBeNull();
    expect(pageComponent('system/users')).toBe(pageComponent('system/users'));
  });

  it('maps the online-form list components to the online list page', () => {
    expect(canonicalPageKey('modules/online/cgform/auto/OnlCgformAutoList')).toBe('online/list');
    expect(isKnownPage('modules/online/cgreport/OnlCgreportAutoList')).toBe(true);
  });
});
