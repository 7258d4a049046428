import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { REGION_ROOT_CODE, type RegionNode } from '@xinmiao/shared';
import type { RegionSchool } from '../../core/region-rollups.ts';

/** china-area-data's shape: parent code → { child code: name }, provinces under '86'. */
type AreaData = Readonly<Record<string, Readonly<Record<string, string>>>>;

let cached: AreaData | undefined;

/** The national divisions (GB/T 2260) of `china-area-data`, the package the console's picker uses. */
function areaData(): AreaData {
  if (!cached) {
    const file = createRequire(import.meta.url).resolve('china-area-data/data.json');
    cached = JSON.parse(readFileSync(file, 'utf8')) as AreaData;
  }
  return cached;
}

const KINDS = ['province', 'city', 'county'] as const;

/** The codes from the province down to `code` (a six-digit code's parents are its prefixes). */
export function regionPath(code: string | null): string[] {
  if (!code || !/^\d{6}$/.test(code)) return [];
  const data = areaData();
  const path: string[] = [];
  let parent = REGION_ROOT_CODE;
  for (const candidate of [`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`, code]) {
    if (path.includes(candidate)) continue;
    if (!data[parent]?.[candidate]) break;
    path.push(candidate);
    parent = candidate;
  }
  return path;
}

/** `山西省/太原市/小店区` for a code, '' for none. */
export function regionName(code: string | null): string {
  const data = areaData();
  let parent = REGION_ROOT_CODE;
  return regionPath(code)
    .map((c) => {
      const name = data[parent]?.[c] ?? c;
      parent = c;
      return name;
    })
    .join('/');
}

/** The child of `region` on the way down to `code`, or null when `code` is not below it. */
export function childRegionOf(region: string, code: string | null): { code: string; name: string } | null {
  const data = areaData();
  const path = [REGION_ROOT_CODE, ...regionPath(code)];
  const at = path.indexOf(region);
  const child = at >= 0 ? path[at + 1] : undefined;
  if (!child) return at >= 0 && code ? { code, name: regionName(code) } : null;
  return { code: child, name: data[region]?.[child] ?? child };
}

/**
 * The divisions under `root` (province → city → county), each school placed under its county
 * (or the deepest division its code names). Schools whose code the data lacks are left out.
 */
export function regionTree(root: string, schools: readonly RegionSchool[]): RegionNode[] {
  const data = areaData();
  const byParent = new Map<string, RegionNode[]>();
  for (const s of schools) {
    const path = regionPath(s.regionCode);
    const parent = path[path.length - 1];
    if (!parent) continue;
    const list = byParent.get(parent) ?? [];
    list.push({ code: `school-${s.tenantId}`, name: s.name, kind: 'school', tenantId: s.tenantId });
    byParent.set(parent, list);
  }
  const depthOf = (code: string) => (code === REGION_ROOT_CODE ? -1 : regionPath(code).length - 1);
  const build = (code: string, depth: number): RegionNode[] =>
    Object.entries(data[code] ?? {}).map(([child, name]) => {
      const children = [...(depth < 2 ? build(child, depth + 1) : []), ...(byParent.get(child) ?? [])];
      const node: RegionNode = { code: child, name, kind: KINDS[depth] ?? 'county' };
      return children.length ? { ...node, children } : node;
    });
  return [...build(root, depthOf(root) + 1), ...(byParent.get(root) ?? [])];
}
