import { isClinicalVersion, type ScaleVersion, type ScoreResult } from '@xinmiao/scales';
import {
  type CrisisDeadlines,
  type LevelTable,
  levelName,
  type ReportState,
  type ReportView,
  reportPageFor,
} from '@xinmiao/shared';
import { formatDateTime } from '../../core/time.ts';
import type { screeningResult } from '../../db/schema.ts';
import { factorNorm, lowestBand, normNameOf, scaleNameOf, versionOf } from '../scales/index.ts';
import {
  axisText,
  CAREER_SUGGESTION,
  careerSummaryText,
  factorText,
  suggestionText,
  summaryText,
} from './report-texts.ts';

type ResultRow = typeof screeningResult.$inferSelect;
export type Audience = ReportView['audience'];
export type Detail = ReportView['detail'];

export type ViewInput = {
  result: ResultRow;
  student: { name: string; studentNo: string; className: string };
  task: { id: string; name: string };
  state: ReportState;
  /** Results of the same scale for the same student, oldest first, this one included. */
  history: readonly (ResultRow & { taskName: string })[];
  audience: Audience;
  detail: Detail;
  /** The school's level names (数据字典 预警等级). */
  levels: LevelTable;
  /** The school's 危机处置时限, quoted in staff suggestions. */
  deadlines: CrisisDeadlines;
};

const scoreOf = (row: ResultRow) => row.score as ScoreResult;

function factorsOf(row: ResultRow, audience: Audience): ReportView['factors'] {
  const result = scoreOf(row);
  const definition = versionOf(row.scaleCode, row.scaleVersion, result.settings);
  return Object.entries(result.factors).map(([name, f]) => {
    const norm = factorNorm(definition, result, name);
    const lowest = lowestBand(definition, name);
    const elevated = norm ? norm.z >= 1 : f.band !== null && lowest !== null && f.band !== lowest;
    const items = definition?.dimensions.find((d) => d.name === name)?.items ?? [];
    return {
      name,
      raw: f.raw,
      mean: Math.round(f.mean * 100) / 100,
      band: f.band,
      norm,
      elevated,
      text: factorText(audience, {
        name,
        band: f.band,
        elevated,
        comparable: norm !== null || lowest !== null,
        itemScores: items.map((n) => `第 ${n} 题 ${result.itemScores[n - 1] ?? '—'} 分`),
      }),
    };
  });
}

/**
 * The item rules that set the level when no score rule reached it (SCL-90 item 15, PHQ-9 item 9 …),
 * by their descriptions; empty when the totals or factors reach the level themselves.
 */
export function raisingItemRules(definition: ScaleVersion | undefined, result: ScoreResult): string[] {
  if (!definition || result.level === 0) return [];
  const basis = new Map(definition.rules.map((r) => [r.id, r.basis]));
  const fired = result.rules.filter((r) => !r.suppressed && r.outcome !== 'invalid');
  const byScores = Math.max(
    0,
    ...fired.filter((r) => basis.get(r.id) === 'score').map((r) => Number(r.outcome)),
  );
  if (byScores >= result.level) return [];
  return fired
    .filter((r) => basis.get(r.id) === 'item' && r.outcome === result.level)
    .map((r) => r.description);
}

function profileOf(result: ScoreResult): ReportView['profile'] {
  const p = result.profile;
  if (!p) return null;
  if (p.kind === 'holland') return { kind: 'holland', ranking: [...p.ranking], flat: p.flat };
  return {
    kind: 'bipolar',
    axes: p.axes.map((a) => ({
      factor: a.factor,
      letter: a.letter,
      strength: a.strength,
      clear: a.clear,
      text: axisText(a),
    })),
  };
}

/**
 * The report of one result for one reader. `level` detail carries the warning level and the
 * suggestion only: every score, factor, band, rule and profile is left out, not just hidden. A
 * student reading a clinical scale (`isClinicalVersion`) gets the same: their summary and suggestion,
 * never its factor names, scores or bands. So does a student reading a custom scale, whose definition
 * (and 临床量表 mark) the built-in catalogue cannot tell: only a scale known to be non-clinical shows a
 * student its scores. No student reading carries the numeric level (of the result or of its trend).
 */
export function buildReportView(input: ViewInput): ReportView {
  const { result: row, audience, detail } = input;
  const result = scoreOf(row);
  const definition = versionOf(row.scaleCode, row.scaleVersion, result.settings);
  const studentReadsScores = definition !== undefined && !isClinicalVersion(definition);
  const full = detail === 'full' && (audience !== 'student' || studentReadsScores);
  // Students read the wording only: no numeric level of this result or of the trend.
  const staff = audience === 'professional';
  return {
    resultId: row.id,
    studentId: row.studentId,
    audience,
    detail,
    page: reportPageFor(row.scaleCode),
    student: input.student,
    task: input.task,
    scale: {
      code: row.scaleCode,
      name: scaleNameOf(row.scaleCode, row.scaleVersion),
      version: row.scaleVersion,
    },
    testedAt: formatDateTime(row.createTime) ?? '',
    valid: row.valid,
    state: input.state,
    // A career result carries no warning level, for anyone.
    level: staff && !row.career ? row.level : null,
    levelLabel: staff && !row.career ? levelName(input.levels, row.level) : '',
    band: full ? result.band : null,
    total: full ? result.total : null,
    standard: full ? result.standard : null,
    mean: full && result.mean !== null ? Math.round(result.mean * 100) / 100 : null,
    positiveCount: full ? result.positiveCount : null,
    normName: full ? normNameOf(definition, result) : null,
    factors: full ? factorsOf(row, audience) : [],
    profile: full ? profileOf(result) : null,
    type: full ? result.type : null,
    rules:
      full && audience === 'professional'
        ? result.rules.filter((r) => !r.suppressed).map((r) => r.description)
        : [],
    career: row.career,
    summary: row.career
      ? careerSummaryText(audience, row.valid, result.code)
      : summaryText(audience, {
          level: row.level,
          valid: row.valid,
          levels: input.levels,
          deadlines: input.deadlines,
          raisedBy: audience === 'professional' ? raisingItemRules(definition, result) : [],
        }),
    suggestion: row.career ? CAREER_SUGGESTION : suggestionText(audience, row.level, input.deadlines),
    trend: input.history.map((h) => ({
      resultId: h.id,
      taskName: h.taskName,
      testedAt: formatDateTime(h.createTime) ?? '',
      total: full ? scoreOf(h).total : null,
      level: staff && !row.career ? h.level : null,
    })),
  };
}
