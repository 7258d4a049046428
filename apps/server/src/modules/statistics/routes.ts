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
import { FileReply } from '../../core/file-reply.ts';
import { type RegionRollups, regionPrefix } from '../../core/region-rollups.ts';
import type { Registrar } from '../../core/register-route.ts';
import { CHINA_OFFSET_MS } from '../../core/time.ts';
import { xlsxFile } from '../../core/xlsx-file.ts';
import { DRILL_METRICS, drillDown } from './drill-down.ts';
import { Figures, type StatScope } from './figures.ts';
import { ledgerPdf, ledgerWorkbook } from './ledger-pack.ts';
import { childRegionOf, regionName, regionTree } from './region-tree.ts';
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

async function figuresOf(
  ctx: AuthCtx,
  regions: RegionRollups,
  query: { xzqhDm: string; curYear?: number | undefined },
): Promise<Figures> {
  const now = new Date();
  const scope = await scopeOf(ctx, regions, query.xzqhDm);
  const ids = scope.schools.map((s) => s.tenantId);
  const year = query.curYear ?? thisYear(now);
  const { schoolRows, regionRows, refreshedAt } = await regions.read(ids, STAT_METRICS, year);
  return new Figures(scope, { schoolRows, regionRows }, year, refreshedAt, now, regionName);
}

/** Spec §7 Statistics and the cockpits' data, all from the schools' rollups. */
export function registerStatisticsRoutes(r: Registrar, regions: RegionRollups): void {
  r.route(statisticsRoutes.regionTree, async (ctx, { query }) => {
    const scope = await scopeOf(ctx, regions, '86');
    return ok(regionTree(query.xzqhDm, scope.schools));
  });
  r.route(statisticsRoutes.indexData, async (ctx, { body }) =>
    ok((await figuresOf(ctx, regions, body)).indexData()),
  );
  r.route(statisticsRoutes.newStuCount, async (ctx, { query }) =>
    ok((await figuresOf(ctx, regions, query)).newStuCount((code) => childRegionOf(query.xzqhDm, code))),
  );
  r.route(statisticsRoutes.topCityLedger, async (ctx, { body }) => {
    const figures = await figuresOf(ctx, regions, body);
    const cities = new Map<string, { code: string; name: string; schools: number; sum: number }>();
    for (const row of figures.ledgerRows()) {
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
    const rows = (await figuresOf(ctx, regions, body)).ledgerRows();
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
    const rows = (await figuresOf(ctx, regions, body)).ledgerRows();
    const start = (body.pageNo - 1) * body.pageSize;
    return ok(toPage(rows.slice(start, start + body.pageSize), rows.length, body.pageNo, body.pageSize));
  });
  r.route(statisticsRoutes.monthPrAnalysis, async (ctx, { query }) =>
    ok((await figuresOf(ctx, regions, query)).months()),
  );
  r.route(statisticsRoutes.scStatistics, async (ctx, { body }) =>
    ok((await figuresOf(ctx, regions, body)).scStatistics()),
  );
  r.route(statisticsRoutes.ledgerExportXls, async (ctx, { query }) => {
    const figures = await figuresOf(ctx, regions, query);
    return xlsxFile(await ledgerWorkbook(figures, ctx.username), `心理健康工作台账${figures.year}.xlsx`);
  });
  r.route(statisticsRoutes.ledgerExportPdf, async (ctx, { query }) => {
    const figures = await figuresOf(ctx, regions, query);
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
    const ids = tenantId === undefined ? scope.schools.map((s) => s.tenantId) : [tenantId];
    const read = await regions.read(ids, DRILL_METRICS, query.curYear ?? thisYear(new Date()));
    const at = { tenantId, grade: query.grade };
    return ok(drillDown(scope, read.schoolRows, at, read.refreshedAt, childRegionOf, regionName));
  });
  r.route(statisticsRoutes.cockpitData, async (ctx, { query }) => {
    const now = new Date();
    const scope = await scopeOf(ctx, regions, query.xzqhDm);
    const { schoolId, grade, klass } = query;
    if (schoolId !== undefined) {
      const held =
        scope.kind === 'school'
          ? schoolId === ctx.tenantId
          : scope.schools.some((s) => s.tenantId === schoolId);
      if (!held) return fail(STAT_MESSAGES.schoolOutside);
    }
    // A region's figures stop at the school: below it the classes are small enough to point at people.
    if (scope.kind === 'region' && (grade !== undefined || klass !== undefined))
      return fail(STAT_MESSAGES.regionStopsAtSchool);
    if (klass !== undefined && grade === undefined) return fail(STAT_MESSAGES.regionStopsAtSchool);
    const narrowed =
      schoolId === undefined
        ? scope
        : { ...scope, schools: scope.schools.filter((s) => s.tenantId === schoolId) };
    const year = query.curYear ?? thisYear(now);
    const ids = narrowed.schools.map((s) => s.tenantId);
    const read = await regions.read(ids, STAT_METRICS, year);
    const school = narrowed.schools.length === 1 ? narrowed.schools[0] : undefined;
    const node: CockpitData['node'] =
      grade !== undefined
        ? {
            level: klass === undefined ? 'grade' : 'class',
            name: klass === undefined ? grade : `${grade} / ${klass}`,
          }
        : scope.kind === 'school' || schoolId !== undefined
          ? { level: 'school', name: school?.name ?? '' }
          : { level: 'region', name: regionName(scope.xzqhDm) || '全国' };
    const rollups =
      grade === undefined || !school
        ? read
        : await unitRollups(ctx.db, school.tenantId, read.regionRows, year, grade, klass);
    return ok(new Figures(narrowed, rollups, year, read.refreshedAt, now, regionName).cockpit(node));
  });
}
