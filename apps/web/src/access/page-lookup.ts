import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * What the shell asks about a menu component key. The page table itself lives in the composition
 * root (it imports every feature), so the app registers it here at start instead of being imported.
 */
export type PageLookup = {
  isKnown(key: string): boolean;
  /** The lazily loaded page, or null when the key is unknown (→ 404). */
  component(key: string): LazyExoticComponent<ComponentType> | null;
  /** The page draws its own heading, so the layout's page header shows breadcrumbs only. */
  hidesHeaderContent(key: string): boolean;
};

const noPages: PageLookup = {
  isKnown: () => false,
  component: () => null,
  hidesHeaderContent: () => false,
};

let current: PageLookup = noPages;

export function setPageLookup(lookup: PageLookup): void {
  current = lookup;
}

export function pageLookup(): PageLookup {
  return current;
}
