import {
  type CockpitData,
  PLATFORM_TENANT_ID,
  STAT_MESSAGES,
  STAT_METRICS,
  statisticsRoutes,
  toPage,
} from '@xinmiao/shared';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { FileReply } from '../../core/file-reply.ts';
import { type RegionRollups, regionPrefix } from '../../core/region-rollups.ts';
import type { Registrar } from '../../core/register-route.ts';
import { CHINA_OFFSET_MS } from '../../core/time.ts';
import { xlsxFile } from '../../core/xlsx-file.ts';
import { DRILL_METRICS, type DrillAt, drillDown } from './drill-down.ts';
import { Figures, type StatScope } from './figures.ts';
import { ledgerPdf, ledgerWorkbook } from './ledger-pack.ts';
import { childRegionOf, regionName, regionTree } from './region-tree.ts';
import { drillAtNode, nodeName, schoolNodeOf } from './school-node.ts';
import { unitRollups } from './unit-rollup.ts';

/** This year in China time. */
const thisYear = (now: Date) => new Date(now.getTime() + CHINA_OFFSET_MS).getUTCFullYear();

/** `code` lies within region `own` (the same region or one below it). */
const within = (code: string, own: string) => regionPrefix(code).startsWith(regionPrefix(own));

/**
 * Whose figures a caller sees: the platform operator a region's schools (suppressed); a 教育局 the
 * asked region narrowed to its own (suppressed); anyone in a school that school alone, whatever
 * region was asked for.
 */
async function scopeOf(ctx: AuthCtx, regions: RegionRollups, xzqhDm: string): Promise<StatScope> {
  if (ctx.tenantId === PLATFORM_TENANT_ID)
    return { kind: 'region', xzqhDm, schools: await regions.schoolsIn(xzqhDm) };
  const own = await regions.regionOf(ctx.tenantId);
  if (own !== null) {
    const code = within(xzqhDm, own) ? xzqhDm : own;
    return { kind: 'region', xzqhDm: code, schools: await regions.schoolsIn(code) };
  }
  const school = (await regions.schoolsIn('86')).filter((s) => s.tenantId === ctx.tenantId);
  return { kind: 'school', xzqhDm, schools: school };
}

/**
 * The figures of the statistics calls: a region's or the whole school's, or for a 辅导员 or 班主任
 * those of their college or class (their own figures; the ledger, the school's inspection pack,
 * is not theirs: `ledger` false).
 */
async function figuresOf(
  ctx: AuthCtx,
  regions: RegionRollups,
  query: { xzqhDm: string; curYear?: number | undefined },
): Promise<{ figures: Figures; ledger: boolean; unit: string | undefined }> {
  const now = new Date();
  const scope = await scopeOf(ctx, regions, query.xzqhDm);
  const ids = scope.schools.map((s) => s.tenantId);
  const year = query.curYear ?? thisYear(now);
  const read = await regions.read(ids, STAT_METRICS, year);
  const school = scope.kind === 'school' ? await schoolNodeOf(ctx, {}) : undefined;
  const rollups =
    school?.node && ctx.tenantId
      ? await unitRollups(ctx.db, ctx.tenantId, read.regionRows, year, school.node)
      : read;
  return {
    figures: new Figures(scope, rollups, year, read.refreshedAt, now, regionName),
    ledger: school === undefined || school.wholeSchool,
    unit: school?.node && !school.wholeSchool ? nodeName(school.node, school.units) : undefined,
  };
}

/** The ledger rows of the figures, none for a user who does not see the whole school. */
const ledgerOf = ({ figures, ledger }: { figures: Figures; ledger: boolean }) =>
  ledger ? figures.ledgerRows() : [];

/** The ledger pack's figures: the whole school's or a region's only. */
async function ledgerFigures(
  ctx: AuthCtx,
  regions: RegionRollups,
  query: { xzqhDm: string; curYear?: number | undefined },
): Promise<Figures> {
  const { figures, ledger } = await figuresOf(ctx, regions, query);
  if (!ledger) throw new AppError(STAT_MESSAGES.schoolWideOnly);
  return figures;
}

/** Spec §7 Statistics and the cockpits' data, all from the schools' rollups. */
export function registerStatisticsRoutes(r: Registrar, regions: RegionRollups): void {
  r.route(statisticsRoutes.regionTree, async (ctx, { query }) => {
    const scope = await scopeOf(ctx, regions, '86');
    return ok(regionTree(query.xzqhDm, scope.schools));
  });
  r.route(statisticsRoutes.indexData, async (ctx, { body }) => {
    const { figures, unit } = await figuresOf(ctx, regions, body);
    return ok({ ...figures.indexData(), ...(unit ? { unit } : {}) });
  });
  r.route(statisticsRoutes.newStuCount, async (ctx, { query }) =>
    ok(
      (await figuresOf(ctx, regions, query)).figures.newStuCount((code) => childRegionOf(query.xzqhDm, code)),
    ),
  );
  r.route(statisticsRoutes.topCityLedger, async (ctx, { body }) => {
    const cities = new Map<string, { code: string; name: string; schools: number; sum: number }>();
    for (const row of ledgerOf(await figuresOf(ctx, regions, body))) {
      const code = row.regionCode ? `${row.regionCode.slice(0, 4)}00` : '';
      const city = cities.get(code) ?? { code, name: regionName(code) || '未设置地区', schools: 0, sum: 0 };
      city.schools += 1;
      city.sum += row.completeness;
      cities.set(code, city);
    }
    return ok(
      [...cities.values()]
        .map((c) => ({
          code: c.code,
          name: c.name,
          schools: c.schools,
          completeness: Math.round(c.sum / c.schools),
        }))
        .sort((a, b) => b.completeness - a.completeness || a.code.localeCompare(b.code))
        .slice(0, 10),
    );
  });
  r.route(statisticsRoutes.topSchoolLedger, async (ctx, { body }) => {
    const rows = ledgerOf(await figuresOf(ctx, regions, body));
    return ok(
      rows.slice(0, 10).map((row) => ({
        tenantId: row.tenantId,
        name: row.schoolName,
        regionName: row.regionName,
        completeness: row.completeness,
      })),
    );
  });
  r.route(statisticsRoutes.schoolLedgerList, async (ctx, { body }) => {
    const rows = ledgerOf(await figuresOf(ctx, regions, body));
    const start = (body.pageNo - 1) * body.pageSize;
    return ok(toPage(rows.slice(start, start + body.pageSize), rows.length, body.pageNo, body.pageSize));
  });
  r.route(statisticsRoutes.monthPrAnalysis, async (ctx, { query }) =>
    ok((await figuresOf(ctx, regions, query)).figures.months()),
  );
  r.route(statisticsRoutes.scStatistics, async (ctx, { body }) =>
    ok((await figuresOf(ctx, regions, body)).figures.scStatistics()),
  );
  r.route(statisticsRoutes.ledgerExportXls, async (ctx, { query }) => {
    const figures = await ledgerFigures(ctx, regions, query);
    return xlsxFile(await ledgerWorkbook(figures, ctx.username), `心理健康工作台账${figures.year}.xlsx`);
  });
  r.route(statisticsRoutes.ledgerExportPdf, async (ctx, { query }) => {
    const figures = await ledgerFigures(ctx, regions, query);
    return new FileReply(await ledgerPdf(figures), 'application/pdf', `心理健康工作台账${figures.year}.pdf`);
  });
  r.route(statisticsRoutes.drillDown, async (ctx, { query }) => {
    const scope = await scopeOf(ctx, regions, query.xzqhDm);
    // A school's own users drill into their school only (another school's id is refused, not
    // swapped for their own); nobody past the schools of their scope.
    if (scope.kind === 'school' && query.schoolId !== undefined && query.schoolId !== ctx.tenantId)
      return fail(STAT_MESSAGES.schoolOutside);
    const tenantId = scope.kind === 'school' ? ctx.tenantId : query.schoolId;
    if (tenantId !== undefined && !scope.schools.some((s) => s.tenantId === tenantId))
      return fail(STAT_MESSAGES.schoolOutside);
    let at: DrillAt = { tenantId, college: query.college, grade: query.grade };
    if (scope.kind === 'school') {
      const { node, units } = await schoolNodeOf(ctx, query);
      if (node) at = drillAtNode(ctx.tenantId, node, units);
    }
    const ids = tenantId === undefined ? scope.schools.map((s) => s.tenantId) : [tenantId];
    const read = await regions.read(ids, DRILL_METRICS, query.curYear ?? thisYear(new Date()));
    return ok(drillDown(scope, read.schoolRows, at, read.refreshedAt, childRegionOf, regionName));
  });
  r.route(statisticsRoutes.cockpitData, async (ctx, { query }) => {
    const now = new Date();
    const scope = await scopeOf(ctx, regions, query.xzqhDm);
    const { schoolId, college, grade, klass } = query;
    if (schoolId !== undefined) {
      const held =
        scope.kind === 'school'
          ? schoolId === ctx.tenantId
          : scope.schools.some((s) => s.tenantId === schoolId);
      if (!held) return fail(STAT_MESSAGES.schoolOutside);
    }
    // A region's figures stop at the school: below it the classes are small enough to point at people.
    if (scope.kind === 'region' && (college !== undefined || grade !== undefined || klass !== undefined))
      return fail(STAT_MESSAGES.regionStopsAtSchool);
    const narrowed =
      schoolId === undefined
        ? scope
        : { ...scope, schools: scope.schools.filter((s) => s.tenantId === schoolId) };
    const year = query.curYear ?? thisYear(now);
    const ids = narrowed.schools.map((s) => s.tenantId);
    const read = await regions.read(ids, STAT_METRICS, year);
    const school = narrowed.schools.length === 1 ? narrowed.schools[0] : undefined;
    const own = scope.kind === 'school' ? await schoolNodeOf(ctx, query) : undefined;
    const unit = own?.node;
    const node: CockpitData['node'] =
      own && unit
        ? { level: unit.level, name: nodeName(unit, own.units) }
        : scope.kind === 'school' || schoolId !== undefined
          ? { level: 'school', name: school?.name ?? '' }
          : { level: 'region', name: regionName(scope.xzqhDm) || '全国' };
    const rollups =
      unit === undefined || !school
        ? read
        : await unitRollups(ctx.db, school.tenantId, read.regionRows, year, unit);
    return ok(new Figures(narrowed, rollups, year, read.refreshedAt, now, regionName).cockpit(node));
  });
}
