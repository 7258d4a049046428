/**
 * A second, deliberately different implementation written straight from scales.md (literal tables,
 * if/else level logic, no shared code with the engine), cross-checked on seeded random sheets.
 */
import { describe, expect, it } from 'vitest';
import { score } from './score.ts';
import { prng, randomSheet } from './testing/prng.ts';
import { SCL90_CLINICAL_FACTORS, SCL90_OTHER_ITEMS } from './testing/scl90-factors.ts';

interface Expected {
  total: number | null;
  mean: number | null;
  standard: number | null;
  positiveCount: number | null;
  positiveMean: number | null;
  factors: Record<string, { raw: number; mean: number }>;
  band: string | null;
  level: number;
  alerts: number[];
  valid: boolean;
  type: string | null;
  code: string | null;
}

const base = (): Expected => ({
  total: null,
  mean: null,
  standard: null,
  positiveCount: null,
  positiveMean: null,
  factors: {},
  band: null,
  level: 0,
  alerts: [],
  valid: true,
  type: null,
  code: null,
});

function sumOf(xs: number[], items: number[]): number {
  let s = 0;
  for (const n of items) s += xs[n - 1] as number;
  return s;
}

const SCL_TABLE: [string, number[]][] = [...SCL90_CLINICAL_FACTORS, ['其他', SCL90_OTHER_ITEMS]];

function refScl90(a: number[]): Expected {
  const e = base();
  const s = a.slice();
  const total = s.reduce((x, y) => x + y, 0);
  const positives = s.filter((x) => x >= 2);
  e.total = total;
  e.mean = total / 90;
  e.positiveCount = positives.length;
  e.positiveMean = positives.length === 0 ? null : positives.reduce((x, y) => x + y, 0) / positives.length;
  let maxClinical = 0;
  for (const [name, items] of SCL_TABLE) {
    const raw = sumOf(s, items);
    e.factors[name] = { raw, mean: raw / items.length };
    if (name !== '其他') maxClinical = Math.max(maxClinical, raw / items.length);
  }
  const screen = total > 160 || positives.length > 43 || maxClinical >= 2;
  e.band = screen ? '筛查阳性' : '筛查阴性';
  const i15 = s[14] as number;
  if (i15 >= 3) e.level = 3;
  else if (i15 === 2 || maxClinical >= 3 || total >= 200) e.level = 2;
  else if (screen) e.level = 1;
  if (i15 >= 2) e.alerts.push(15);
  if ((s[58] as number) >= 2) e.alerts.push(59);
  return e;
}

function refZung(a: number[], reverse: number[], cuts: number[], item19: boolean): Expected {
  const e = base();
  let raw = 0;
  a.forEach((p, i) => {
    raw += reverse.includes(i + 1) ? 5 - p : p;
  });
  e.total = raw;
  e.mean = raw / 20;
  e.standard = Math.floor((raw * 125) / 100);
  e.valid = new Set(a).size > 1;
  const crisis = item19 && (a[18] as number) >= 3;
  if (crisis) e.alerts.push(19);
  const [c1, c2, c3] = cuts as [number, number, number];
  const sev = e.standard >= c3 ? 3 : e.standard >= c2 ? 2 : e.standard >= c1 ? 1 : 0;
  e.band = e.valid ? (['正常', '轻度', '中度', '重度'][sev] as string) : null;
  e.level = crisis ? 3 : e.valid ? sev : 0;
  return e;
}

function refMht(a: number[]): Expected {
  const e = base();
  const s = a.map((p) => (p === 1 ? 1 : 0));
  const scales: [string, number[]][] = [
    ['学习焦虑', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]],
    ['对人焦虑', [16, 17, 18, 19, 20, 21, 22, 23, 24, 25]],
    ['孤独倾向', [26, 27, 28, 29, 30, 31, 32, 33, 34, 35]],
    ['自责倾向', [36, 37, 38, 39, 40, 41, 42, 43, 44, 45]],
    ['过敏倾向', [46, 47, 48, 49, 50, 51, 52, 53, 54, 55]],
    ['身体症状', [56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70]],
    ['恐怖倾向', [71, 72, 73, 74, 75, 76, 77, 78, 79, 80]],
    ['冲动倾向', [81, 83, 85, 87, 89, 91, 93, 95, 97, 99]],
    ['效度(测谎)量表', [82, 84, 86, 88, 90, 92, 94, 96, 98, 100]],
  ];
  let total = 0;
  let anyHigh = false;
  for (const [name, items] of scales) {
    const raw = sumOf(s, items);
    e.factors[name] = { raw, mean: raw / items.length };
    if (name !== '效度(测谎)量表') {
      total += raw;
      if (raw >= 8) anyHigh = true;
    }
  }
  e.total = total;
  e.mean = total / 90;
  e.valid = (e.factors['效度(测谎)量表']?.raw ?? 0) < 7;
  if (s[84] === 1) e.alerts.push(85);
  if (s[96] === 1) e.alerts.push(97);
  if (e.valid) e.band = total >= 65 ? '总焦虑倾向高' : '总焦虑倾向不高';
  if (e.alerts.length > 0) e.level = 3;
  else if (e.valid && total >= 65) e.level = 2;
  else if (e.valid && anyHigh) e.level = 1;
  return e;
}

function refUpi(a: number[]): Expected {
  const e = base();
  const yes = (n: number) => a[n - 1] === 1;
  let total = 0;
  for (let n = 1; n <= 60; n++) if (n !== 5 && n !== 20 && n !== 35 && n !== 50 && yes(n)) total++;
  e.total = total;
  e.mean = total / 56;
  const class1 = total >= 25 || yes(25);
  const class2 = total >= 20 || yes(8) || yes(16) || yes(26);
  e.band = class1 ? '第一类' : class2 ? '第二类' : '第三类';
  if (yes(25)) {
    e.level = 3;
    e.alerts.push(25);
  } else if (total >= 25) e.level = 2;
  else if (class2) e.level = 1;
  return e;
}

function refPhq9(a: number[]): Expected {
  const e = base();
  const s = a.map((p) => p - 1);
  const total = s.slice(0, 9).reduce((x, y) => x + y, 0);
  e.total = total;
  e.mean = total / 9;
  e.band =
    total >= 20 ? '重度' : total >= 15 ? '中重度' : total >= 10 ? '中度' : total >= 5 ? '轻度' : '无/极轻';
  const i9 = s[8] as number;
  if (i9 >= 1) e.alerts.push(9);
  e.level = i9 >= 1 || total >= 20 ? 3 : total >= 15 ? 2 : total >= 10 ? 1 : 0;
  return e;
}

function refGad7(a: number[]): Expected {
  const e = base();
  const total = a.slice(0, 7).reduce((x, p) => x + p - 1, 0);
  e.total = total;
  e.mean = total / 7;
  e.band = total >= 15 ? '重度' : total >= 10 ? '中度' : total >= 5 ? '轻度' : '无/极轻';
  e.level = total >= 15 ? 2 : total >= 10 ? 1 : 0;
  return e;
}

const TYPE16_RIGHT_POLES = 'ENTPISFJINFPESTJENTPISFJENTPISFJ';

function refType16(a: number[]): Expected {
  const e = base();
  const highs = ['E', 'N', 'T', 'P'];
  const lows = ['I', 'S', 'F', 'J'];
  const names = ['外向/内向', '直觉/实感', '思考/情感', '知觉/判断'];
  const sums = [0, 0, 0, 0];
  a.forEach((p, i) => {
    const axis = i % 4;
    const towardHigh = TYPE16_RIGHT_POLES[i] === highs[axis];
    sums[axis] = (sums[axis] as number) + (towardHigh ? p : 6 - p);
  });
  names.forEach((n, k) => {
    e.factors[n] = { raw: sums[k] as number, mean: (sums[k] as number) / 8 };
  });
  e.valid = new Set(a).size > 1;
  e.type = e.valid ? sums.map((x, k) => (x > 24 ? highs[k] : lows[k])).join('') : null;
  return e;
}

function refRiasec(a: number[]): Expected {
  const e = base();
  const letters = 'RIASEC';
  const names = ['现实型', '研究型', '艺术型', '社会型', '企业型', '常规型'];
  const sums = [0, 0, 0, 0, 0, 0];
  a.forEach((p, i) => {
    sums[i % 6] = (sums[i % 6] as number) + p;
  });
  names.forEach((n, k) => {
    e.factors[n] = { raw: sums[k] as number, mean: (sums[k] as number) / 8 };
  });
  const order = [0, 1, 2, 3, 4, 5];
  // Selection by hand: repeatedly take the highest remaining, earliest letter on equal scores.
  let code = '';
  const left = [...order];
  for (let pick = 0; pick < 3; pick++) {
    let best = left[0] as number;
    for (const k of left) if ((sums[k] as number) > (sums[best] as number)) best = k;
    code += letters[best];
    left.splice(left.indexOf(best), 1);
  }
  e.code = code;
  return e;
}

interface Case {
  scale: string;
  items: number;
  options: number;
  ref: (a: number[]) => Expected;
}

const CASES: Case[] = [
  { scale: 'SCL90', items: 90, options: 5, ref: refScl90 },
  {
    scale: 'SDS',
    items: 20,
    options: 4,
    ref: (a) => refZung(a, [2, 5, 6, 11, 12, 14, 16, 17, 18, 20], [53, 63, 73], true),
  },
  { scale: 'SAS', items: 20, options: 4, ref: (a) => refZung(a, [5, 9, 13, 17, 19], [50, 60, 70], false) },
  { scale: 'MHT', items: 100, options: 2, ref: refMht },
  { scale: 'UPI', items: 60, options: 2, ref: refUpi },
  { scale: 'PHQ9', items: 9, options: 4, ref: refPhq9 },
  { scale: 'GAD7', items: 7, options: 4, ref: refGad7 },
  { scale: 'TYPE16', items: 32, options: 5, ref: refType16 },
  { scale: 'RIASEC', items: 48, options: 5, ref: refRiasec },
];

describe('engine agrees with an independent implementation on 2,000 random sheets per scale', () => {
  for (const c of CASES) {
    it(c.scale, () => {
      const rand = prng(0x5eed + c.items);
      const seen = { levels: new Set<number>(), bands: new Set<string | null>() };
      for (let n = 0; n < 2000; n++) {
        const sheet = randomSheet(rand, c.items, c.options);
        const got = score(c.scale, sheet);
        const want = c.ref(sheet);
        const view = {
          total: got.total,
          mean: got.mean,
          standard: got.standard,
          positiveCount: got.positiveCount,
          positiveMean: got.positiveMean,
          factors: Object.fromEntries(
            Object.entries(got.factors).map(([k, f]) => [k, { raw: f.raw, mean: f.mean }]),
          ),
          band: got.band,
          level: got.level,
          alerts: [...got.alerts],
          valid: got.valid,
          type: got.type,
          code: got.code,
        };
        expect(view, `sheet ${JSON.stringify(sheet)}`).toEqual(want);
        seen.levels.add(got.level);
        seen.bands.add(got.band);
      }
      // Guards against a generator that never reaches the interesting ranges.
      if (!['TYPE16', 'RIASEC'].includes(c.scale)) expect(seen.levels.size).toBeGreaterThan(1);
    });
  }
});
