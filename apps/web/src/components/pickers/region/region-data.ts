/** china-area-data's shape: parent code → { child code: name }, provinces under '86'. */
export type AreaData = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Spec §9: the region tree starts at root 86. */
export const REGION_ROOT = '86';

export type RegionOption = { value: string; label: string; children?: RegionOption[] };

/** The administrative-division data, loaded only when a region control first renders. */
export function loadAreaData(): Promise<AreaData> {
  return import('china-area-data/data.json').then((m) => m.default as AreaData);
}

export function childrenOf(data: AreaData, code: string): RegionOption[] {
  return Object.entries(data[code] ?? {}).map(([value, label]) => ({ value, label }));
}

/** Province → city → area, three levels at most. */
export function regionTree(data: AreaData, code = REGION_ROOT, depth = 3): RegionOption[] {
  return childrenOf(data, code).map((option) => {
    const children = depth > 1 ? regionTree(data, option.value, depth - 1) : [];
    return children.length ? { ...option, children } : option;
  });
}

/** The codes from the province down to `code`, or [] when the data does not hold it. */
export function regionPath(data: AreaData, code: string): string[] {
  const parentOf = (child: string) =>
    Object.keys(data).find((parent) => Object.hasOwn(data[parent] ?? {}, child));
  const path: string[] = [];
  let current: string | undefined = code;
  while (current && current !== REGION_ROOT) {
    const parent = parentOf(current);
    if (!parent) return [];
    path.unshift(current);
    current = parent;
  }
  return path;
}

/** `山西省/太原市/小店区` for an area code. */
export function regionText(data: AreaData, code: string): string {
  const path = regionPath(data, code);
  let parent = REGION_ROOT;
  return path
    .map((c) => {
      const name = data[parent]?.[c] ?? c;
      parent = c;
      return name;
    })
    .join('/');
}
