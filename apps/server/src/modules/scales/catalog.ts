import { listScales, resolveScaleVersion, type Scale, type ScaleVersion } from '@xinmiao/scales';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { evalCustomScale, evalScaleSetting, evalScaleVersion } from '../../db/schema.ts';
import {
  cachedCurrentScale,
  parseCurrentScale,
  storedBankVersion,
  storedCustomScale,
} from './definitions.ts';

export type SettingRow = typeof evalScaleSetting.$inferSelect;
/** A custom scale's row without its definition: lists never load the JSON (see `ScaleCatalog.load`). */
export type CustomRow = Omit<typeof evalCustomScale.$inferSelect, 'definition'>;
export type VersionRow = typeof evalScaleVersion.$inferSelect;

export type CatalogEntry = {
  tenantId: number;
  code: string;
  source: 'builtin' | 'custom';
  /** The built-in scale, or the custom scale parsed from its latest definition. */
  scale: Scale;
  /** Changes when the scale's definition does: `builtin`, or the database's digest of the custom definition. */
  revision: string;
  setting: SettingRow | undefined;
  custom: CustomRow | undefined;
};

/** The version a tenant scores with, plus what `score()` needs to reproduce it. */
export type ResolvedVersion = {
  label: string;
  source: 'builtin' | 'import' | 'custom';
  version: ScaleVersion;
  /** Passed to `score()`: item-bank wording never changes keys, so imports score as their base. */
  scoringScale: string | Scale;
  scoringVersion: string | undefined;
};

export function isEnabled(entry: CatalogEntry): boolean {
  return entry.setting?.enabled ?? true;
}

export function displayName(entry: CatalogEntry): string {
  return entry.custom?.name ?? entry.scale.name;
}

/** How the operation log names a scale: `SCL90 症状自评量表`. */
export function scaleLabel(entry: CatalogEntry): string {
  return `${entry.code} ${displayName(entry)}`;
}

/**
 * Every scale one tenant sees: the built-ins from packages/scales and the tenant's own custom scales,
 * each with the tenant's setting row. Rows are loaded per request; parsed definitions come from the
 * process-wide cache (`definitions.ts`). A stored custom scale the engine no longer accepts is left out.
 */
export class ScaleCatalog {
  private constructor(
    private readonly db: TenantDb,
    readonly entries: readonly CatalogEntry[],
  ) {}

  static async load(db: TenantDb): Promise<ScaleCatalog> {
    const { definition: _definition, ...columns } = getTableColumns(evalCustomScale);
    const [settings, customs] = await Promise.all([
      db.list(evalScaleSetting),
      db
        .select({ ...columns, digest: digestOf })
        .from(evalCustomScale)
        .orderBy(asc(evalCustomScale.createTime)),
    ]);
    const parsed = await customScales(db, customs);
    const settingOf = new Map(settings.map((s) => [s.scaleCode, s]));
    const builtIns: CatalogEntry[] = listScales().map((scale) => ({
      tenantId: db.tenantId,
      code: scale.code,
      source: 'builtin',
      scale,
      revision: 'builtin',
      setting: settingOf.get(scale.code),
      custom: undefined,
    }));
    const own: CatalogEntry[] = customs.flatMap(({ digest, ...custom }) => {
      const scale = parsed.get(custom.code);
      if (!scale) return [];
      const setting = settingOf.get(custom.code);
      const revision = `xmin:${digest}`;
      return [
        { tenantId: db.tenantId, code: custom.code, source: 'custom', scale, revision, setting, custom },
      ];
    });
    return new ScaleCatalog(db, [...builtIns, ...own]);
  }

  get(code: string): CatalogEntry | undefined {
    return this.entries.find((e) => e.code === code);
  }

  /** Tenant-owned versions (imports and custom versions) of one scale, oldest first. */
  versionRows(code: string): Promise<VersionRow[]> {
    return this.db.list(evalScaleVersion, {
      where: eq(evalScaleVersion.scaleCode, code),
      orderBy: [asc(evalScaleVersion.createTime), asc(evalScaleVersion.id)],
    });
  }

  /** Pinned tenant versions of many scales in one query, keyed by scale code. */
  async pinnedRows(entries: readonly CatalogEntry[]): Promise<Map<string, VersionRow>> {
    const pins = entries.filter((e) => e.setting?.pinnedVersion);
    if (pins.length === 0) return new Map();
    const rows = await this.db.list(evalScaleVersion, {
      where: inArray(
        evalScaleVersion.scaleCode,
        pins.map((e) => e.code),
      ),
    });
    const wanted = new Map(pins.map((e) => [e.code, e.setting?.pinnedVersion]));
    return new Map(rows.filter((r) => wanted.get(r.scaleCode) === r.version).map((r) => [r.scaleCode, r]));
  }

  async resolve(entry: CatalogEntry, pin = entry.setting?.pinnedVersion ?? null): Promise<ResolvedVersion> {
    const row = pin ? await this.rowFor(entry.code, pin) : undefined;
    return resolveWith(entry, pin, row);
  }

  private async rowFor(code: string, version: string): Promise<VersionRow | undefined> {
    const where = and(eq(evalScaleVersion.scaleCode, code), eq(evalScaleVersion.version, version));
    return where ? this.db.first(evalScaleVersion, where) : undefined;
  }
}

/**
 * Which committed write of a custom scale row this is, read instead of its definition: `xmin`, the
 * id of the transaction that wrote the row version. Every update makes a new row version with its
 * writer's id, on any instance, so (row id, xmin) names one content; a transaction's own intermediate
 * versions are never seen by another (and no route reads the catalogue inside the transaction that
 * edits it). Hashing the definitions in SQL instead cost 170 ms per list on PGlite.
 */
const digestOf = sql<string>`${evalCustomScale.id} || ':' || "eval_custom_scale"."xmin"::text`;

/**
 * The parsed current definition of each custom scale: from the cache by (tenant, code, row version),
 * and for the misses only (the first request after a change, on each instance) loaded and parsed. The
 * row version is re-read with the definition, so what is parsed is cached under its own version.
 */
async function customScales(
  db: TenantDb,
  rows: readonly { id: string; code: string; digest: string }[],
): Promise<Map<string, Scale>> {
  const found = new Map<string, Scale>();
  const missing: string[] = [];
  for (const row of rows) {
    const scale = cachedCurrentScale(db.tenantId, row.code, row.digest);
    if (scale) found.set(row.code, scale);
    else missing.push(row.id);
  }
  if (missing.length === 0) return found;
  const loaded = await db
    .select({ code: evalCustomScale.code, definition: evalCustomScale.definition, digest: digestOf })
    .from(evalCustomScale)
    .where(inArray(evalCustomScale.id, missing));
  for (const row of loaded) {
    const scale = parseCurrentScale(db.tenantId, row.code, row.digest, row.definition);
    if (scale) found.set(row.code, scale);
  }
  return found;
}

/**
 * The version for a pin: a tenant row (an import over its base version, or a custom version), a
 * built-in label, else the scale's current version — a pin whose row vanished falls back rather than
 * fails. Imports of a custom scale apply to its current definition; once that is edited the import no
 * longer fits and the current version is used.
 */
export function resolveWith(
  entry: CatalogEntry,
  pin: string | null,
  row: VersionRow | undefined,
): ResolvedVersion {
  const bank =
    row?.source === 'import'
      ? storedBankVersion(entry.tenantId, entry.scale, entry.revision, row.version, row.definition)
      : null;
  if (row && bank) {
    return {
      label: row.version,
      source: 'import',
      version: bank,
      scoringScale: entry.source === 'custom' ? entry.scale : entry.code,
      scoringVersion: bank.version,
    };
  }
  if (entry.source === 'custom') {
    const own =
      row?.source === 'custom' ? storedCustomScale(entry.tenantId, entry.code, row.definition) : null;
    const scale = own ?? entry.scale;
    return {
      label: scale.currentVersion,
      source: 'custom',
      version: resolveScaleVersion(scale),
      scoringScale: scale,
      scoringVersion: undefined,
    };
  }
  const builtIn = entry.scale.versions.find((v) => v.version === pin)?.version ?? entry.scale.currentVersion;
  return {
    label: builtIn,
    source: 'builtin',
    version: resolveScaleVersion(entry.scale, builtIn),
    scoringScale: entry.code,
    scoringVersion: builtIn,
  };
}
