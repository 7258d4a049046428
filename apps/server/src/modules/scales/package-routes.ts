import { Msg, type packageInput, packageRoutes, ScaleMsg } from '@xinmiao/shared';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { uniqueIdList } from '../../core/id-list.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { evalPackage, evalPackageItem } from '../../db/schema.ts';
import { displayName, isEnabled, resolveWith, ScaleCatalog } from './catalog.ts';
import { toPackageRecords } from './package-view.ts';

type PackageInput = z.output<typeof packageInput>;

/** The first reason the scale list cannot be saved, or null: unknown, stopped or repeated scales. */
function scaleProblem(catalog: ScaleCatalog, items: PackageInput['items']): string | null {
  const seen = new Set<string>();
  for (const item of items) {
    const entry = catalog.get(item.scaleCode);
    if (!entry) return `量表「${item.scaleCode}」不存在`;
    if (!isEnabled(entry)) return `量表「${displayName(entry)}」已停用，不能加入套餐`;
    if (seen.has(item.scaleCode)) return ScaleMsg.packageScaleDuplicate;
    seen.add(item.scaleCode);
  }
  return null;
}

async function nameTaken(db: TenantDb, name: string, exceptId?: string): Promise<boolean> {
  const where = exceptId
    ? and(eq(evalPackage.name, name), ne(evalPackage.id, exceptId))
    : eq(evalPackage.name, name);
  return where ? (await db.count(evalPackage, where)) > 0 : false;
}

async function checkInput(db: TenantDb, input: PackageInput, exceptId?: string): Promise<string | null> {
  if (await nameTaken(db, input.name, exceptId)) return ScaleMsg.packageNameTaken;
  return scaleProblem(await ScaleCatalog.load(db), input.items);
}

async function insertItems(db: TenantDb, packageId: string, items: PackageInput['items']): Promise<void> {
  await db.insert(
    evalPackageItem,
    items.map((item, i) => ({
      packageId,
      scaleCode: item.scaleCode,
      alias: item.alias,
      sortNo: i + 1,
      studentCanViewReport: item.studentCanViewReport,
    })),
  );
}

async function deletePackages(db: TenantDb, ids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(evalPackageItem, inArray(evalPackageItem.packageId, ids));
    await tx.delete(evalPackage, inArray(evalPackage.id, ids));
  });
}

export function registerPackageRoutes(r: Registrar): void {
  r.route(
    packageRoutes.list,
    sqlList(packageRoutes.list, {
      table: evalPackage,
      sort: { createTime: evalPackage.createTime, name: evalPackage.name, status: evalPackage.status },
      filters: { name: evalPackage.name, status: evalPackage.status },
      defaultOrder: [desc(evalPackage.createTime)],
      tiebreak: desc(evalPackage.id),
      toRecords: async (rows, ctx) => toPackageRecords(ctx.db, await ScaleCatalog.load(ctx.db), rows),
    }),
  );

  r.route(packageRoutes.queryById, async (ctx, { query }) => {
    const row = await ctx.db.byId(evalPackage, query.id);
    if (!row) return fail(ScaleMsg.notFound);
    const [record] = await toPackageRecords(ctx.db, await ScaleCatalog.load(ctx.db), [row]);
    return record ? ok(record) : fail(ScaleMsg.notFound);
  });

  r.route(packageRoutes.scaleOptions, async (ctx) => {
    const catalog = await ScaleCatalog.load(ctx.db);
    const pinned = await catalog.pinnedRows(catalog.entries);
    const options = catalog.entries.filter(isEnabled).map((e) => {
      const resolved = resolveWith(e, e.setting?.pinnedVersion ?? null, pinned.get(e.code));
      return { code: e.code, name: displayName(e), itemCount: resolved.version.items.length };
    });
    return ok(options);
  });

  r.route(packageRoutes.add, async (ctx, { body }) => {
    const problem = await checkInput(ctx.db, body);
    if (problem) return fail(problem);
    await ctx.db.transaction(async (tx) => {
      const [id = ''] = await tx.insert(evalPackage, {
        name: body.name,
        description: body.description,
        consentText: body.consentText,
        status: Number(body.status),
      });
      await insertItems(tx, id, body.items);
    });
    ctx.logSubject(body.name);
    return okMsg(Msg.addOk);
  });

  r.route(packageRoutes.edit, async (ctx, { body }) => {
    const { id, ...input } = body;
    if (!(await ctx.db.byId(evalPackage, id))) return fail(ScaleMsg.notFound);
    const problem = await checkInput(ctx.db, input, id);
    if (problem) return fail(problem);
    await ctx.db.transaction(async (tx) => {
      await tx.update(
        evalPackage,
        {
          name: input.name,
          description: input.description,
          consentText: input.consentText,
          status: Number(input.status),
        },
        eq(evalPackage.id, id),
      );
      await tx.delete(evalPackageItem, eq(evalPackageItem.packageId, id));
      await insertItems(tx, id, input.items);
    });
    ctx.logSubject(input.name);
    return okMsg(Msg.editOk);
  });

  r.route(packageRoutes.delete, async (ctx, { query }) => {
    const row = await ctx.db.byId(evalPackage, query.id);
    if (!row) return fail(ScaleMsg.notFound);
    await deletePackages(ctx.db, [row.id]);
    ctx.logSubject(row.name);
    return okMsg(Msg.deleteOk);
  });

  /** All or nothing: an id this tenant does not own answers like a missing one, and nothing is deleted. */
  r.route(packageRoutes.deleteBatch, async (ctx, { query }) => {
    const ids = uniqueIdList(query.ids);
    const found = await ctx.db.list(evalPackage, { where: inArray(evalPackage.id, ids) });
    if (found.length !== ids.length) return fail(ScaleMsg.notFound);
    await deletePackages(ctx.db, ids);
    ctx.logSubject(found.map((row) => row.name));
    return okMsg(Msg.deleteBatchOk);
  });
}
