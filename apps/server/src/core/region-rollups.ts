import type { StatMetric } from '@xinmiao/shared';
import { and, asc, count, eq, inArray, max, min, ne, sql } from 'drizzle-orm';
import { statRefresh, statRollup, sysTenant } from '../db/schema.ts';
import type { Db } from '../db/types.ts';

/** `group by 1, 2…`: an expression with bound parameters matches only by position. */
const ordinals = (n: number) => Array.from({ length: n }, (_, i) => sql.raw(String(i + 1)));

/** A school as the region views know it: its number, name and 行政区划代码. */
export type RegionSchool = { tenantId: number; name: string; regionCode: string | null };

/** A rollup row with the school it belongs to. */
export type SchoolRollup = {
  tenantId: number;
  metric: StatMetric;
  month: string;
  dimA: string;
  dimB: string;
  value: number;
};

/** The code prefix a region covers: 86 → every code, 140000 → 14…, 140100 → 1401…, a county itself. */
export function regionPrefix(code: string): string {
  if (code === '86' || code.length < 6) return code === '86' ? '' : code;
  if (code.endsWith('0000')) return code.slice(0, 2);
  if (code.endsWith('00')) return code.slice(0, 4);
  return code;
}

/** What a region view reads: each school's year, the region month by month, the oldest refresh. */
export type RegionRows = { schoolRows: SchoolRollup[]; regionRows: SchoolRollup[]; refreshedAt: Date | null };

/** Region reads kept (most recent first out when full): a handful of regions and years in use. */
const CACHED_READS = 64;

/**
 * The one reader of statistics across schools (docs/architecture.md, "Boundaries": the allowed
 * exception to the tenant wall). It reads only the schools' names and region codes and their
 * rollup rows (`stat_rollup`, `stat_refresh`): counts the statistics job wrote, never a student,
 * case or booking row. Region views and the platform operator's statistics go through it; no
 * region route reaches a school's `TenantDb`.
 */
export class RegionRollups {
  private readonly cache = new Map<string, { version: string; rows: RegionRows }>();

  constructor(
    private readonly db: Db,
    private readonly platformTenant: number,
  ) {}

  /** Live schools (the platform's own tenant and 教育局 tenants left out) whose region code lies within `code`. */
  async schoolsIn(code: string): Promise<RegionSchool[]> {
    const prefix = regionPrefix(code);
    const rows = await this.db
      .select({ tenantId: sysTenant.id, name: sysTenant.name, regionCode: sysTenant.regionCode })
      .from(sysTenant)
      .where(
        and(eq(sysTenant.delFlag, 0), eq(sysTenant.kind, 'school'), ne(sysTenant.id, this.platformTenant)),
      )
      .orderBy(asc(sysTenant.id));
    return rows.filter((s) => !prefix || (s.regionCode ?? '').startsWith(prefix));
  }

  /** The region a 教育局 tenant covers (its `region_code`), or null for any other tenant. */
  async regionOf(tenantId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ kind: sysTenant.kind, regionCode: sysTenant.regionCode })
      .from(sysTenant)
      .where(eq(sysTenant.id, tenantId));
    return row?.kind === 'region' ? (row.regionCode ?? null) : null;
  }

  /**
   * Each school's rows with the months of `year` added up into `<year>-00` and other months into
   * `-` (rows without a month stay): what the per-school figures of a year need, a few dozen rows a
   * school however many months it has.
   */
  private async schoolRows(
    tenantIds: readonly number[],
    metrics: readonly StatMetric[],
    year: number,
  ): Promise<SchoolRollup[]> {
    if (!tenantIds.length) return [];
    const month = sql<string>`case when ${statRollup.month} like ${`${year}-%`} then ${`${year}-00`} when ${statRollup.month} = '' then '' else '-' end`;
    const rows = await this.db
      .select({
        tenantId: statRollup.tenantId,
        metric: statRollup.metric,
        month,
        dimA: statRollup.dimA,
        dimB: statRollup.dimB,
        value: sql<number>`sum(${statRollup.value})::int`,
      })
      .from(statRollup)
      .where(and(inArray(statRollup.tenantId, [...tenantIds]), inArray(statRollup.metric, [...metrics])))
      .groupBy(...ordinals(5));
    return rows.map((r) => ({ ...r, metric: r.metric as StatMetric, value: Number(r.value) }));
  }

  /** The schools' rows added up across schools, month by month (`tenantId` 0): region-wide figures. */
  private async regionRows(
    tenantIds: readonly number[],
    metrics: readonly StatMetric[],
  ): Promise<SchoolRollup[]> {
    if (!tenantIds.length) return [];
    const rows = await this.db
      .select({
        metric: statRollup.metric,
        month: statRollup.month,
        dimA: statRollup.dimA,
        dimB: statRollup.dimB,
        value: sql<number>`sum(${statRollup.value})::int`,
      })
      .from(statRollup)
      .where(and(inArray(statRollup.tenantId, [...tenantIds]), inArray(statRollup.metric, [...metrics])))
      .groupBy(statRollup.metric, statRollup.month, statRollup.dimA, statRollup.dimB);
    return rows.map((r) => ({ ...r, tenantId: 0, metric: r.metric as StatMetric, value: Number(r.value) }));
  }

  /**
   * `schoolRows`, `regionRows` and `refreshedAt` together, kept until one of the schools is
   * refreshed again: the rollups change only when the statistics job rewrites a school, and it
   * writes the school's `stat_refresh` row in the same transaction, so the schools' refresh rows
   * (how many, the newest time, the rows written) name the version. One small read per call when
   * nothing changed; every process checks the version itself.
   */
  async read(
    tenantIds: readonly number[],
    metrics: readonly StatMetric[],
    year: number,
  ): Promise<RegionRows> {
    if (!tenantIds.length) return { schoolRows: [], regionRows: [], refreshedAt: null };
    const [stamp] = await this.db
      .select({
        schools: count(),
        oldest: min(statRefresh.refreshedAt),
        newest: max(statRefresh.refreshedAt),
        rows: sql<number>`coalesce(sum(${statRefresh.rows}), 0)::int`,
      })
      .from(statRefresh)
      .where(inArray(statRefresh.tenantId, [...tenantIds]));
    const version = `${stamp?.schools}|${stamp?.newest?.toISOString()}|${stamp?.rows}`;
    const key = `${year}|${metrics.join(',')}|${tenantIds.join(',')}`;
    const hit = this.cache.get(key);
    if (hit?.version === version) return hit.rows;
    // In turn: on PostgreSQL the unscoped database may be one client, which takes one query at a time.
    const schoolRows = await this.schoolRows(tenantIds, metrics, year);
    const regionRows = await this.regionRows(tenantIds, metrics);
    const refreshedAt = Number(stamp?.schools) === tenantIds.length ? (stamp?.oldest ?? null) : null;
    const rows = { schoolRows, regionRows, refreshedAt };
    this.cache.delete(key);
    this.cache.set(key, { version, rows });
    if (this.cache.size > CACHED_READS) this.cache.delete(this.cache.keys().next().value ?? '');
    return rows;
  }
}
