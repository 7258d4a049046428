import {
  BUILT_IN_SCALES,
  clinicalWordsIn,
  isClinicalScale,
  purposeMarkersIn,
  resolveScaleVersion,
  type ScaleVersion,
  type ScoreResult,
  score,
} from '@xinmiao/scales';
import { DEFAULT_CRISIS_DEADLINES, levelTable, type ReportView } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import type { screeningResult } from '../../db/schema.ts';
import { buildReportView } from './view-model.ts';

type ResultRow = typeof screeningResult.$inferSelect;

const LEVELS = levelTable([]);

/**
 * Sheets that reach every rule a scale has: the lowest and highest answer everywhere, the middle,
 * and the lowest everywhere but one item at its highest (each item in turn: alert items, item rules).
 */
function sheets(version: ScaleVersion): number[][] {
  const low = version.items.map(() => 1);
  const high = version.items.map((i) => i.options.length);
  const middle = version.items.map((i) => Math.ceil(i.options.length / 2));
  const single = version.items.map((item, at) => low.map((v, i) => (i === at ? item.options.length : v)));
  return [low, high, middle, ...single];
}

function row(result: ScoreResult, level: number): ResultRow {
  return {
    id: 'r1',
    tenantId: 1000,
    taskId: 't1',
    attemptId: 'a1',
    studentId: 's1',
    orgCode: 'A01',
    scaleCode: result.scale,
    scaleVersion: result.version,
    valid: result.valid,
    level,
    career: false,
    score: result,
    reviewStatus: 'none',
    reviewBy: null,
    reviewTime: null,
    reviewNote: null,
    createTime: new Date('2026-11-02T08:00:00Z'),
  };
}

function view(r: ResultRow, audience: ReportView['audience']): ReportView {
  return buildReportView({
    result: r,
    student: { name: '张三', studentNo: '20230101', className: '2023级1班' },
    task: { id: 't1', name: '秋季普查' },
    state: 'released',
    history: [{ ...r, taskName: '秋季普查' }],
    audience,
    detail: 'full',
    levels: LEVELS,
    deadlines: DEFAULT_CRISIS_DEADLINES,
  });
}

/** Every line a reader reads, besides the scale's own name. */
const lines = (v: ReportView): string[] => [
  v.levelLabel,
  v.summary,
  v.suggestion,
  ...(v.band ? [v.band] : []),
  ...v.rules,
  ...v.factors.flatMap((f) => [f.name, f.text, ...(f.band ? [f.band] : [])]),
  ...(v.profile?.kind === 'bipolar' ? v.profile.axes.map((a) => a.text) : []),
];

/** Each built-in scale's results: every sheet scored, then each at every level the templates know. */
const CASES = BUILT_IN_SCALES.flatMap((scale) => {
  const version = resolveScaleVersion(scale.code);
  const scored = sheets(version).map((answers) => score(scale.code, answers));
  const [baseline] = scored;
  if (!baseline) throw new Error(`${scale.code}: no sheet`);
  const templates = [0, 1, 2, 3].map((level) => row(baseline, level));
  return [...scored.map((r) => row(r, r.level)), ...templates].map((r) => ({ code: scale.code, version, r }));
});

const CALM = /平稳/;
const TROUBLED = /困扰|痛苦|主动联系/;

describe('report wording over every built-in scale, level and audience', () => {
  it.each(BUILT_IN_SCALES.map((s) => [s.code]))('%s: a student reads no purpose markers', (code) => {
    for (const { r } of CASES.filter((c) => c.code === code)) {
      expect(lines(view(r, 'student')).flatMap(purposeMarkersIn)).toEqual([]);
    }
  });

  it.each(BUILT_IN_SCALES.filter((s) => isClinicalScale(s.code)).map((s) => [s.code]))(
    '%s (clinical): a student reads no factor names, scores or bands, and the view carries none',
    (code) => {
      for (const { version, r } of CASES.filter((c) => c.code === code)) {
        const v = view(r, 'student');
        const factors = version.dimensions.map((d) => d.name);
        expect(lines(v).flatMap((line) => clinicalWordsIn(line, factors))).toEqual([]);
        expect([v.total, v.standard, v.mean, v.positiveCount, v.band, v.normName, v.type, v.profile]).toEqual(
          Array(8).fill(null),
        );
        expect([v.factors, v.rules, v.levelLabel, v.trend.map((p) => p.total)]).toEqual([[], [], '', [null]]);
      }
    },
  );

  it('a custom scale shows a student no scores, factors or bands (its 临床量表 mark is unknown here)', () => {
    const phq9 = CASES.find((c) => c.code === 'PHQ9');
    if (!phq9) throw new Error('PHQ9 missing');
    const custom = {
      ...phq9.r,
      scaleCode: 'C_SLEEP',
      score: { ...(phq9.r.score as ScoreResult), scale: 'C_SLEEP' },
    };
    const v = view(custom, 'student');
    expect([v.total, v.standard, v.mean, v.positiveCount, v.band, v.factors, v.rules]).toEqual([
      null,
      null,
      null,
      null,
      null,
      [],
      [],
    ]);
    expect(view(custom, 'professional').total).not.toBeNull();
  });

  it('career and personality profiles stay student-facing', () => {
    const riasec = CASES.find((c) => c.code === 'RIASEC');
    const type16 = CASES.find((c) => c.code === 'TYPE16');
    expect(riasec && view(riasec.r, 'student').profile?.kind).toBe('holland');
    expect(type16 && view(type16.r, 'student').profile?.kind).toBe('bipolar');
  });

  it.each(BUILT_IN_SCALES.map((s) => [s.code]))(
    '%s: the student summary never contradicts its own lines',
    (code) => {
      for (const { r } of CASES.filter((c) => c.code === code)) {
        const shown = lines(view(r, 'student'));
        const calm = shown.some((line) => CALM.test(line));
        expect([r.level, calm && shown.some((line) => TROUBLED.test(line))]).toEqual([r.level, false]);
      }
    },
  );

  it.each(BUILT_IN_SCALES.map((s) => [s.code]))(
    '%s: staff text names the raising rule, never alarm beside 阴性',
    (code) => {
      for (const { version, r } of CASES.filter((c) => c.code === code)) {
        const v = view(r, 'professional');
        const result = r.score as ScoreResult;
        const basis = new Map(version.rules.map((rule) => [rule.id, rule.basis]));
        const fired = result.rules.filter((f) => !f.suppressed && f.outcome !== 'invalid');
        const byScores = Math.max(
          0,
          ...fired.filter((f) => basis.get(f.id) === 'score').map((f) => Number(f.outcome)),
        );
        if (r.valid && r.level === result.level && r.level > byScores) {
          const raising = fired.filter((f) => basis.get(f.id) === 'item' && f.outcome === r.level);
          expect(raising.length).toBeGreaterThan(0);
          for (const rule of raising) expect(v.summary).toContain(rule.description);
        }
        const text = lines(v).join('\n');
        expect(text).not.toContain('较明显的心理困扰');
        expect(text).not.toContain('处于常模范围内');
        expect(text).not.toMatch(/>=|<=/);
        if (/阴性|正常/.test(v.band ?? '')) expect(v.summary).not.toMatch(/困扰|痛苦/);
      }
    },
  );

  it('names PHQ-9 item 9 and SCL-90 item 15 when they alone set the level', () => {
    const phq = score('PHQ9', [1, 1, 1, 1, 1, 1, 1, 1, 2]);
    expect([phq.level, phq.total]).toEqual([3, 1]);
    expect(view(row(phq, phq.level), 'professional').summary).toMatch(
      /第 9 题.*总分和因子分本身未达到该等级/,
    );
    const scl = Array.from({ length: 90 }, () => 1);
    scl[14] = 3;
    const result = score('SCL90', scl);
    const staff = view(row(result, result.level), 'professional');
    expect([result.level, staff.band]).toEqual([3, '筛查阴性']);
    expect(staff.summary).toContain('第 15 题（自伤念头）得分 ≥ 3');
  });

  it('level 3 staff advice assesses first and escalates to 24 小时监护 only on confirmed risk', () => {
    for (const { r } of CASES.filter((c) => c.r.level === 3 && c.r.valid)) {
      const advice = view(r, 'professional').suggestion;
      expect(advice.startsWith('约谈评估')).toBe(true);
      expect(advice.indexOf('评估确认存在风险')).toBeLessThan(advice.indexOf('24 小时监护'));
      expect(advice).toMatch(/1 小时内研判，分派后 4 小时内约谈/);
    }
  });

  it('reads SCL-90 其他 by its item scores, with no norm judgement', () => {
    const scl = Array.from({ length: 90 }, () => 1);
    scl[18] = 4;
    const other = view(row(score('SCL90', scl), 0), 'professional').factors.find((f) => f.name === '其他');
    expect(other?.text).toBe(
      '其他：无常模可比，不作高低判断，请结合条目得分阅读（第 19 题 4 分，第 44 题 1 分，第 59 题 1 分，第 60 题 1 分，第 64 题 1 分，第 66 题 1 分，第 89 题 1 分）。',
    );
  });

  it('keeps the SCL-90 factors in the manual’s order', () => {
    const factors = view(row(score('SCL90', Array(90).fill(1)), 0), 'professional').factors.map(
      (f) => f.name,
    );
    expect(factors).toEqual([
      '躯体化',
      '强迫症状',
      '人际关系敏感',
      '抑郁',
      '焦虑',
      '敌对',
      '恐怖',
      '偏执',
      '精神病性',
      '其他',
    ]);
  });
});
