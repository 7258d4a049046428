import type { StructureNode, UnitKind } from '@xinmiao/shared';
import { UNIT_KINDS } from '@xinmiao/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { schoolUnit, sysDepart } from '../../db/schema.ts';

export type UnitRow = {
  id: string;
  parentId: string | null;
  name: string;
  orgCode: string;
  order: number;
  kind: UnitKind | null;
  dormitory: string | null;
  enrolYear: number | null;
};

const isKind = (v: string | null): v is UnitKind => v !== null && Object.hasOwn(UNIT_KINDS, v);

/** Every department of the tenant with its school level (null for plain departments). */
export async function loadUnits(db: TenantDb): Promise<UnitRow[]> {
  const [departs, units] = await Promise.all([
    db.list(sysDepart, { orderBy: [asc(sysDepart.orgCode)] }),
    db.list(schoolUnit),
  ]);
  const byDepart = new Map(units.map((u) => [u.departId, u]));
  return departs.map((d) => {
    const unit = byDepart.get(d.id);
    const kind = unit?.kind ?? null;
    return {
      id: d.id,
      parentId: d.parentId,
      name: d.departName,
      orgCode: d.orgCode,
      order: d.departOrder,
      kind: isKind(kind) ? kind : null,
      dormitory: unit?.dormitory ?? null,
      enrolYear: unit?.enrolYear ?? null,
    };
  });
}

export function buildTree(units: readonly UnitRow[]): StructureNode[] {
  const nodes = new Map<string, StructureNode>();
  for (const u of units) {
    nodes.set(u.id, {
      id: u.id,
      parentId: u.parentId,
      name: u.name,
      kind: u.kind,
      orgCode: u.orgCode,
      dormitory: u.dormitory,
      enrolYear: u.enrolYear,
    });
  }
  const roots: StructureNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  return roots;
}

/** `计算机学院 / 2023级 / 2023级1班` for each class, from its ancestors below the school. */
export function classPaths(
  units: readonly UnitRow[],
): Map<string, { name: string; path: string; orgCode: string }> {
  const byId = new Map(units.map((u) => [u.id, u]));
  const result = new Map<string, { name: string; path: string; orgCode: string }>();
  for (const u of units) {
    if (u.kind !== 'class') continue;
    const names: string[] = [];
    for (
      let at: UnitRow | undefined = u;
      at && at.kind !== 'school';
      at = at.parentId ? byId.get(at.parentId) : undefined
    ) {
      names.unshift(at.name);
    }
    result.set(u.id, { name: u.name, path: names.join(' / '), orgCode: u.orgCode });
  }
  return result;
}

/** The class department with this id, or undefined when it is not a class of this tenant. */
export async function findClass(
  db: TenantDb,
  id: string,
): Promise<{ id: string; name: string; orgCode: string } | undefined> {
  const [row] = await db
    .select({ id: sysDepart.id, name: sysDepart.departName, orgCode: sysDepart.orgCode })
    .from(schoolUnit)
    .innerJoin(sysDepart, eq(sysDepart.id, schoolUnit.departId))
    .where(and(eq(schoolUnit.departId, id), eq(schoolUnit.kind, 'class')))
    .limit(1);
  return row;
}
