import type { ScoreResult } from '@xinmiao/scales';
import { type GroupReport, type GroupRow, SMALL_CELL } from '@xinmiao/shared';
import { scaleNameOf, versionOf } from '../scales/index.ts';
import type { UnitRow } from '../school/index.ts';
import { cell, type Mark, mark, suppressAll } from './suppression.ts';

export type AttemptFact = { studentId: string; orgCode: string; submitted: boolean };
export type ResultFact = {
  studentId: string;
  orgCode: string;
  scaleCode: string;
  scaleVersion: string;
  valid: boolean;
  level: number;
  score: unknown;
};

type Counts = {
  assigned: number;
  submitted: number;
  invalid: number;
  levels: [number, number, number, number];
};

/** Per student: submitted, any invalid sheet, highest level of their sheets. */
function countUnder(
  prefix: string,
  attempts: readonly AttemptFact[],
  results: readonly ResultFact[],
): Counts {
  const byStudent = new Map<string, { invalid: boolean; level: number }>();
  for (const r of results) {
    if (!r.orgCode.startsWith(prefix)) continue;
    const seen = byStudent.get(r.studentId) ?? { invalid: false, level: 0 };
    byStudent.set(r.studentId, { invalid: seen.invalid || !r.valid, level: Math.max(seen.level, r.level) });
  }
  const counts: Counts = { assigned: 0, submitted: 0, invalid: 0, levels: [0, 0, 0, 0] };
  for (const a of attempts) {
    if (!a.orgCode.startsWith(prefix)) continue;
    counts.assigned++;
    const outcome = byStudent.get(a.studentId);
    if (!a.submitted && !outcome) continue;
    counts.submitted++;
    if (outcome?.invalid) counts.invalid++;
    const level = Math.min(3, Math.max(0, outcome?.level ?? 0));
    counts.levels[level] = (counts.levels[level] ?? 0) + 1;
  }
  return counts;
}

type Marked = { assigned: Mark; submitted: Mark; invalid: Mark; levels: Mark[] };

function marked(c: Counts): Marked {
  const m = {
    assigned: mark(c.assigned),
    submitted: mark(c.submitted),
    invalid: mark(c.invalid),
    levels: c.levels.map(mark),
  };
  // A group of fewer than five who answered shows nothing about how they answered.
  if (m.submitted.hidden) for (const x of [m.invalid, ...m.levels]) x.hidden = 'small';
  return m;
}

function toRow(unit: { departId: string; name: string; hasChildren: boolean }, m: Marked): GroupRow {
  const shown = !m.assigned.hidden && !m.submitted.hidden && m.assigned.n > 0;
  return {
    ...unit,
    assigned: cell(m.assigned),
    submitted: cell(m.submitted),
    participation: shown ? Math.round((m.submitted.n / m.assigned.n) * 1000) / 10 : null,
    invalid: cell(m.invalid),
    levels: [
      cell(m.levels[0] ?? mark(0)),
      cell(m.levels[1] ?? mark(0)),
      cell(m.levels[2] ?? mark(0)),
      cell(m.levels[3] ?? mark(0)),
    ],
  };
}

type FactorValue = { sum: number; n: number; normMean: number | null; normSd: number | null };

function scaleSection(code: string, results: readonly ResultFact[]): GroupReport['scales'][number] {
  const version = results[0]?.scaleVersion ?? '';
  const valid = results.filter((r) => r.valid);
  const invalid = results.length - valid.length;
  const levelCounts = [0, 0, 0, 0].map(
    (_, level) => results.filter((r) => Math.min(3, r.level) === level).length,
  );
  const levels = levelCounts.map(mark);
  const validMark = mark(valid.length);
  const invalidMark = mark(invalid);
  // One relation: the level counts add up to valid + invalid sheets.
  suppressAll([[...levels, validMark, invalidMark]]);
  const factors = new Map<string, FactorValue>();
  // Means over fewer than five sheets would describe individuals: left out.
  if (valid.length >= SMALL_CELL) {
    for (const r of valid) {
      const score = r.score as ScoreResult;
      const definition = versionOf(code, r.scaleVersion, score.settings);
      const norms = definition?.norms[0]?.entries ?? [];
      for (const [name, f] of Object.entries(score.factors)) {
        const entry = norms.find((e) => e.key === name);
        // A factor without a norm entry is averaged like its normed neighbours (SCL-90's 其他: mean).
        const byMean = entry
          ? entry.metric.kind === 'factorMean'
          : norms.some((e) => e.metric.kind === 'factorMean');
        const value = byMean ? f.mean : f.raw;
        const acc = factors.get(name) ?? {
          sum: 0,
          n: 0,
          normMean: entry?.mean ?? null,
          normSd: entry?.sd ?? null,
        };
        acc.sum += value;
        acc.n += 1;
        factors.set(name, acc);
      }
    }
  }
  const factorRows = [...factors].map(([name, f]) => ({
    name,
    mean: Math.round((f.sum / f.n) * 100) / 100,
    normMean: f.normMean,
    gap: f.normMean !== null && f.normSd ? (f.sum / f.n - f.normMean) / f.normSd : null,
  }));
  const topConcerns = factorRows
    .filter((f): f is typeof f & { gap: number } => f.gap !== null && f.gap > 0)
    .sort((a, b) => b.gap - a.gap)
    .slice(0, 3)
    .map((f) => f.name);
  return {
    code,
    name: scaleNameOf(code, version),
    valid: cell(validMark),
    invalidRate:
      invalidMark.hidden || validMark.hidden || results.length === 0
        ? null
        : Math.round((invalid / results.length) * 1000) / 10,
    levels: [
      cell(levels[0] ?? mark(0)),
      cell(levels[1] ?? mark(0)),
      cell(levels[2] ?? mark(0)),
      cell(levels[3] ?? mark(0)),
    ],
    factors: factorRows.map(({ name, mean, normMean }) => ({ name, mean, normMean })),
    topConcerns,
  };
}

export type GroupInput = {
  task: GroupReport['task'];
  unit: UnitRow;
  units: readonly UnitRow[];
  attempts: readonly AttemptFact[];
  results: readonly ResultFact[];
  scaleOrder: readonly string[];
};

/**
 * The group report of one unit: its total, one row per unit below it (drill-down), and per scale
 * the level distribution and factor means against the norm. Every count under five is shown as
 * "<5", and a second count is hidden wherever one hidden count could be recovered by subtraction
 * (from the row's total or from the unit's total over its rows).
 */
export function buildGroupReport(input: GroupInput): GroupReport {
  const { unit, units, attempts, results } = input;
  const byId = new Map(units.map((u) => [u.id, u]));
  const isLevel = (u: UnitRow) => u.kind !== null;
  const children = units.filter((u) => u.parentId === unit.id && isLevel(u));
  const totalMarks = marked(countUnder(unit.orgCode, attempts, results));
  const childMarks = children
    .map((child) => ({ child, m: marked(countUnder(child.orgCode, attempts, results)) }))
    .filter(({ m }) => m.assigned.n > 0);
  const rowsOf = [totalMarks, ...childMarks.map((c) => c.m)];
  // Within a row the level counts add up to the submitted count.
  const within = rowsOf.map((m) => [m.submitted, ...m.levels]);
  const column = (pick: (m: Marked) => Mark) => childMarks.map(({ m }) => pick(m));
  suppressAll([
    ...within,
    column((m) => m.assigned),
    column((m) => m.submitted),
    column((m) => m.invalid),
    ...[0, 1, 2, 3].map((level) => column((m) => m.levels[level] ?? mark(0))),
  ]);
  const path: GroupReport['path'] = [];
  for (let at: UnitRow | undefined = unit; at; at = at.parentId ? byId.get(at.parentId) : undefined) {
    path.unshift({ departId: at.id, name: at.name });
    if (at.kind === 'school') break;
  }
  const scaleCodes = [...new Set([...input.scaleOrder, ...results.map((r) => r.scaleCode)])];
  return {
    task: input.task,
    unit: { departId: unit.id, name: unit.name },
    path,
    total: toRow({ departId: unit.id, name: unit.name, hasChildren: children.length > 0 }, totalMarks),
    rows: childMarks.map(({ child, m }) =>
      toRow(
        {
          departId: child.id,
          name: child.name,
          hasChildren: units.some((u) => u.parentId === child.id && isLevel(u)),
        },
        m,
      ),
    ),
    scales: scaleCodes
      .map((code) =>
        scaleSection(
          code,
          results.filter((r) => r.scaleCode === code && r.orgCode.startsWith(unit.orgCode)),
        ),
      )
      .filter((s) => s.valid !== 0 || s.invalidRate !== null || s.levels.some((l) => l !== 0)),
  };
}
