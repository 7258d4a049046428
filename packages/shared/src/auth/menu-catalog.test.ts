import { describe, expect, it } from 'vitest';
import { type CatalogPage, MENU_CATALOG, ROUTE_VIEW } from './menu-catalog.ts';

const pages = (list: CatalogPage[]): CatalogPage[] =>
  list.flatMap((p) => [...(p.component === ROUTE_VIEW ? [] : [p]), ...pages(p.children ?? [])]);

describe('MENU_CATALOG', () => {
  it('names every page differently, so a menu search or a tab never shows two of one name', () => {
    const byTitle = new Map<string, string[]>();
    for (const page of pages(MENU_CATALOG))
      byTitle.set(page.title, [...(byTitle.get(page.title) ?? []), page.path]);
    expect([...byTitle].filter(([, paths]) => paths.length > 1)).toEqual([]);
  });

  it('tells 家长学堂 (managing lectures) from its cockpit', () => {
    const titles = new Map(pages(MENU_CATALOG).map((p) => [p.path, p.title]));
    expect(titles.get('/course/lectures')).toBe('家长学堂');
    expect(titles.get('/cockpit/lectureHall')).toBe('家长学堂驾驶舱');
  });
});
