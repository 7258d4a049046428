import {
  STRUCTURE_LEVELS,
  STRUCTURE_MESSAGES,
  type StructureLevel,
  structureRoutes,
  UNIT_KINDS,
  UNIT_PARENTS,
  type UnitKind,
} from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { orgSegment } from '../../core/org-code.ts';
import type { PolicyActor } from '../../core/policy/policy.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { schoolStudent, schoolUnit, sysDepart } from '../../db/schema.ts';
import { classesInReach } from './policies/student.ts';
import { buildTree, classPaths, loadUnits, type UnitRow } from './structure.ts';

/** Position of a JeecgBoot org-code segment (`A01` → 1, `B01` → 100). */
function segmentNumber(segment: string): number {
  return (segment.charCodeAt(0) - 65) * 99 + Number(segment.slice(1));
}

async function nextChildCode(db: TenantDb, parent: UnitRow): Promise<{ orgCode: string; order: number }> {
  const siblings = await db.list(sysDepart, { where: eq(sysDepart.parentId, parent.id) });
  const used = siblings.map((s) =>
    segmentNumber(s.orgCode.slice(parent.orgCode.length, parent.orgCode.length + 3)),
  );
  const n = Math.max(0, ...used) + 1;
  return { orgCode: `${parent.orgCode}${orgSegment(n)}`, order: n };
}

const depthOf = (units: readonly UnitRow[], unit: UnitRow): number => {
  const byId = new Map(units.map((u) => [u.id, u]));
  let depth = 1;
  for (let at = unit; at.parentId; depth++) {
    const parent = byId.get(at.parentId);
    if (!parent) break;
    at = parent;
  }
  return depth;
};

function registerLevel(r: Registrar, level: StructureLevel): void {
  const routes = structureRoutes[level];
  const kinds: readonly string[] = STRUCTURE_LEVELS[level].kinds;
  const unitOfLevel = async (db: TenantDb, id: string) => {
    const units = await loadUnits(db);
    const unit = units.find((u) => u.id === id);
    return unit?.kind && kinds.includes(unit.kind) ? { unit, units } : undefined;
  };

  r.route(routes.add, async (ctx, { body }) => {
    const kind = body.kind as Exclude<UnitKind, 'school'>;
    const units = await loadUnits(ctx.db);
    const parent = units.find((u) => u.id === body.parentId);
    if (!parent) return fail(STRUCTURE_MESSAGES.notFound);
    if (!parent.kind || !UNIT_PARENTS[kind].includes(parent.kind))
      return fail(STRUCTURE_MESSAGES.wrongParent);
    await ctx.db.transaction(async (tdb) => {
      const { orgCode, order } = await nextChildCode(tdb, parent);
      const [departId = ''] = await tdb.insert(sysDepart, {
        parentId: parent.id,
        departName: body.name,
        departOrder: order,
        orgCategory: '2',
        orgType: String(depthOf(units, parent) + 1),
        orgCode,
      });
      await tdb.insert(schoolUnit, {
        departId,
        kind,
        dormitory: body.dormitory ?? null,
        enrolYear: body.enrolYear ?? null,
      });
    });
    ctx.logSubject(`${UNIT_KINDS[kind]} ${body.name}`);
    return okMsg(STRUCTURE_MESSAGES.addOk);
  });

  r.route(routes.edit, async (ctx, { body }) => {
    const found = await unitOfLevel(ctx.db, body.id);
    if (!found) return fail(STRUCTURE_MESSAGES.notFound);
    await ctx.db.transaction(async (tdb) => {
      await tdb.update(sysDepart, { departName: body.name }, eq(sysDepart.id, body.id));
      await tdb.update(
        schoolUnit,
        { dormitory: body.dormitory ?? null, enrolYear: body.enrolYear ?? null },
        eq(schoolUnit.departId, body.id),
      );
    });
    ctx.logSubject(body.name);
    return okMsg(STRUCTURE_MESSAGES.editOk);
  });

  r.route(routes.delete, async (ctx, { query }) => {
    const found = await unitOfLevel(ctx.db, query.id);
    if (!found) return fail(STRUCTURE_MESSAGES.notFound);
    if (found.units.some((u) => u.parentId === query.id)) return fail(STRUCTURE_MESSAGES.hasChildren);
    const students = await ctx.db.count(schoolStudent, eq(schoolStudent.classId, query.id), {
      withDeleted: true,
    });
    if (students > 0) return fail(STRUCTURE_MESSAGES.hasStudents);
    await ctx.db.delete(sysDepart, eq(sysDepart.id, query.id));
    ctx.logSubject(found.unit.name);
    return okMsg(STRUCTURE_MESSAGES.deleteOk);
  });
}

/**
 * The units the caller's data scope reaches (a 班主任 their classes, a 辅导员 their colleges and
 * below), with the units above them so each keeps its place and path in the tree.
 */
async function unitsInReach(actor: PolicyActor): Promise<{ units: UnitRow[]; reached: Set<string> }> {
  const all = await loadUnits(actor.db);
  const reached = await classesInReach(actor, all);
  const byId = new Map(all.map((u) => [u.id, u]));
  const shown = new Set<string>();
  for (const id of reached) {
    for (let at = byId.get(id); at && !shown.has(at.id); at = at.parentId ? byId.get(at.parentId) : undefined)
      shown.add(at.id);
  }
  return { units: all.filter((u) => shown.has(u.id)), reached };
}

/** 学院/年级/班级管理: the school levels on the department tree. */
export function registerStructureRoutes(r: Registrar): void {
  r.route(structureRoutes.tree, async (ctx) => ok(buildTree((await unitsInReach(ctx)).units)));
  r.route(structureRoutes.classes, async (ctx) => {
    const { units, reached } = await unitsInReach(ctx);
    return ok(
      [...classPaths(units)]
        .filter(([id]) => reached.has(id))
        .map(([id, c]) => ({ id, name: c.name, path: c.path })),
    );
  });
  for (const level of Object.keys(STRUCTURE_LEVELS) as StructureLevel[]) registerLevel(r, level);
}
