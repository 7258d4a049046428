import { isClinicalVersion } from '@xinmiao/scales';
import type { ScaleDetail, ScaleRecord, ScaleVersionInfo } from '@xinmiao/shared';
import { formatDateTime } from '../../core/time.ts';
import {
  type CatalogEntry,
  displayName,
  isEnabled,
  type ResolvedVersion,
  type VersionRow,
} from './catalog.ts';
import { describeCondition, describeStandard } from './describe-condition.ts';

export function toScaleRecord(entry: CatalogEntry, resolved: ResolvedVersion): ScaleRecord {
  return {
    id: entry.code,
    code: entry.code,
    name: displayName(entry),
    source: entry.source,
    itemCount: resolved.version.items.length,
    dimensionCount: resolved.version.dimensions.length,
    clinical: isClinicalVersion(resolved.version),
    currentVersion: resolved.label,
    enabled: isEnabled(entry),
    createTime: formatDateTime(entry.custom?.createTime),
  };
}

function versionList(entry: CatalogEntry, rows: VersionRow[], current: string): ScaleVersionInfo[] {
  const builtIns: ScaleVersionInfo[] =
    entry.source === 'builtin'
      ? entry.scale.versions.map((v) => ({
          version: v.version,
          source: 'builtin',
          baseVersion: null,
          note: null,
          createBy: null,
          createTime: null,
          current: v.version === current,
        }))
      : [];
  const own: ScaleVersionInfo[] = rows.map((r) => ({
    version: r.version,
    source: r.source === 'import' ? 'import' : 'custom',
    baseVersion: r.baseVersion,
    note: r.note,
    createBy: r.createBy,
    createTime: formatDateTime(r.createTime),
    current: r.version === current,
  }));
  return [...builtIns, ...own.reverse()];
}

/** Everything the library detail page shows, with rule conditions rendered as Chinese text. */
export function toScaleDetail(
  entry: CatalogEntry,
  resolved: ResolvedVersion,
  rows: VersionRow[],
  packages: string[],
): ScaleDetail {
  const v = resolved.version;
  const definitionRow = rows.find((r) => r.source === 'custom' && r.version === resolved.label);
  return {
    ...toScaleRecord(entry, resolved),
    settings: {
      pinnedVersion: entry.setting?.pinnedVersion ?? null,
      normSet: entry.setting?.normSet ?? null,
    },
    scoringSettings: { ...v.settings },
    hasTotal: v.hasTotal,
    positiveMinScore: v.positiveMinScore,
    standard: describeStandard(v.standard),
    items: v.items.map((item) => ({
      number: item.number,
      text: item.text,
      inTotal: item.inTotal,
      optional: item.optional,
      options: item.options.map((o) => ({ label: o.label, score: o.score })),
    })),
    dimensions: v.dimensions.map((d) => ({
      name: d.name,
      items: [...d.items],
      bands: (d.bands ?? []).map((b) => ({ min: b.min, label: b.label })),
    })),
    bands: v.bands.map((b) => ({ label: b.label, condition: describeCondition(b.when) })),
    defaultBand: v.defaultBand,
    alertItems: v.alertItems.map((a) => ({ item: a.item, condition: describeCondition(a.when) })),
    rules: v.rules.map((r) => ({
      id: r.id,
      description: r.description,
      outcome: r.outcome,
      basis: r.basis,
      condition: describeCondition(r.when),
    })),
    norms: v.norms.map((n) => ({ id: n.id, name: n.name })),
    versions: versionList(entry, rows, resolved.label),
    packages,
    // Every add and edit stores the definition as a version row; the catalogue does not load it.
    definition: entry.source === 'custom' ? (definitionRow?.definition ?? null) : null,
  };
}
