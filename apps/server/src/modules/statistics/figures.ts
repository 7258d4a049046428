import type {
  CockpitData,
  IndexData,
  LEDGER_ITEMS,
  LectureHall,
  LedgerRow,
  MonthAnalysis,
  NewStuCount,
  ScStatistics,
  StatCell,
} from '@xinmiao/shared';
import type { RegionSchool, SchoolRollup } from '../../core/region-rollups.ts';
import { chinaDateTime } from '../../core/time.ts';
import { cell, suppressColumns, suppressVector } from './suppression.ts';

/** Who the figures cover: the caller's school (figures as they are) or a region (suppressed). */
export type StatScope = { kind: 'school' | 'region'; xzqhDm: string; schools: RegionSchool[] };

/** One school's figures for a year, added up from its rollup rows. */
export type SchoolYear = {
  school: RegionSchool;
  students: number;
  newStudents: number;
  screened: number;
  results: number;
  levels: Map<number, number>;
  openCases: number;
  overdueCases: number;
  warningsOpened: number;
  warningsClosed: number;
  interviewsOnTime: number;
  interviewsLate: number;
  followupsOnTime: number;
  followupsLate: number;
  minutes: number;
  completeness: number;
};

const inYear = (month: string, year: number) => month.startsWith(`${year}-`);
const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;
const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
const add2 = (map: Map<number, number>, key: number, n: number) => map.set(key, (map.get(key) ?? 0) + n);
function getOr<V>(map: Map<string, V>, key: string, make: () => V): V {
  const had = map.get(key);
  if (had) return had;
  const made = make();
  map.set(key, made);
  return made;
}

/** Adds one school's rows (only its own are counted) up for `year`. */
export function schoolYear(school: RegionSchool, rows: readonly SchoolRollup[], year: number): SchoolYear {
  const y: SchoolYear = {
    school,
    students: 0,
    newStudents: 0,
    screened: 0,
    results: 0,
    levels: new Map(),
    openCases: 0,
    overdueCases: 0,
    warningsOpened: 0,
    warningsClosed: 0,
    interviewsOnTime: 0,
    interviewsLate: 0,
    followupsOnTime: 0,
    followupsLate: 0,
    minutes: 0,
    completeness: 0,
  };
  for (const r of rows) {
    if (r.tenantId !== school.tenantId) continue;
    const thisYear = inYear(r.month, year);
    switch (r.metric) {
      case 'school.student':
        if (r.dimB === '1') y.students += r.value;
        if (r.dimA === String(year)) y.newStudents += r.value;
        break;
      case 'screening.student':
        if (r.dimA === String(year)) y.screened += r.value;
        break;
      case 'screening.result':
        if (thisYear) {
          y.results += r.value;
          y.levels.set(Number(r.dimB), (y.levels.get(Number(r.dimB)) ?? 0) + r.value);
        }
        break;
      case 'crisis.case':
        if (r.dimB !== 'closed') y.openCases += r.value;
        if (r.dimB === 'overdue') y.overdueCases += r.value;
        if (thisYear) {
          y.warningsOpened += r.value;
          if (r.dimB === 'closed') y.warningsClosed += r.value;
        }
        break;
      case 'crisis.interview':
        if (thisYear && r.dimA === 'on_time') y.interviewsOnTime += r.value;
        if (thisYear && (r.dimA === 'late' || r.dimA === 'overdue')) y.interviewsLate += r.value;
        break;
      case 'crisis.followup':
        if (thisYear && r.dimA === 'on_time') y.followupsOnTime += r.value;
        if (thisYear && (r.dimA === 'late' || r.dimA === 'overdue')) y.followupsLate += r.value;
        break;
      case 'counselling.minutes':
        if (thisYear) y.minutes += r.value;
        break;
      default:
        break;
    }
  }
  const filled = {
    screening: y.screened > 0,
    warnings: y.warningsOpened > 0 && y.overdueCases === 0,
    interviews: y.interviewsOnTime > 0 && y.interviewsLate === 0,
    followups: y.followupsOnTime > 0 && y.followupsLate === 0,
    counselling: y.minutes > 0,
  } satisfies Record<keyof typeof LEDGER_ITEMS, boolean>;
  const items = Object.values(filled);
  y.completeness = Math.round((items.filter(Boolean).length / items.length) * 100);
  return y;
}

/** The figures as the scope shows them: as counted for a school, suppressed for a region. */
export class Figures {
  readonly years: SchoolYear[];
  /** Region-wide rows, month by month (added up across the scope's schools). */
  private readonly rows: readonly SchoolRollup[];
  constructor(
    readonly scope: StatScope,
    /** Per-school rows with the year's months added up (`RegionRollups.schoolRows`), and region-wide rows. */
    rollups: { schoolRows: readonly SchoolRollup[]; regionRows: readonly SchoolRollup[] },
    readonly year: number,
    readonly refreshedAt: Date | null,
    readonly now: Date,
    readonly regionName: (code: string | null) => string,
  ) {
    this.rows = rollups.regionRows;
    const bySchool = new Map<number, SchoolRollup[]>();
    for (const r of rollups.schoolRows) {
      const list = bySchool.get(r.tenantId);
      if (list) list.push(r);
      else bySchool.set(r.tenantId, [r]);
    }
    this.years = scope.schools.map((s) => schoolYear(s, bySchool.get(s.tenantId) ?? [], year));
  }

  private get region(): boolean {
    return this.scope.kind === 'region';
  }
  one(value: number): StatCell {
    return this.region ? cell(value) : value;
  }
  vector(values: readonly number[]): StatCell[] {
    return this.region ? suppressVector(values) : [...values];
  }
  private total(pick: (y: SchoolYear) => number): number {
    return this.years.reduce((n, y) => n + pick(y), 0);
  }
  private freshness() {
    const at = this.refreshedAt;
    return {
      refreshedAt: at ? chinaDateTime(at) : null,
      lagMinutes: at ? Math.max(0, Math.round((this.now.getTime() - at.getTime()) / 60_000)) : null,
    };
  }
  private coverage(): number | null {
    const students = this.total((y) => y.students);
    const screened = this.total((y) => y.screened);
    if (!students) return null;
    if (this.region && (cell(students) !== students || cell(screened) !== screened)) return null;
    return Math.round((screened / students) * 1000) / 10;
  }
  /** The students screened in `year` of those on roll now, in percent (as `coverage`, by year). */
  private yearCoverage(year: number): number | null {
    const students = this.total((y) => y.students);
    const screened = this.rows
      .filter((r) => r.metric === 'screening.student' && r.dimA === String(year))
      .reduce((n, r) => n + r.value, 0);
    if (!students) return null;
    if (this.region && (cell(students) !== students || cell(screened) !== screened)) return null;
    return Math.round((screened / students) * 1000) / 10;
  }
  private levels(): { level: number; count: StatCell }[] {
    const byLevel = new Map<number, number>();
    for (const y of this.years) for (const [l, n] of y.levels) byLevel.set(l, (byLevel.get(l) ?? 0) + n);
    const levels = [...byLevel.keys()].sort((a, b) => b - a);
    const cells = this.vector(levels.map((l) => byLevel.get(l) ?? 0));
    return levels.map((level, i) => ({ level, count: cells[i] ?? 0 }));
  }
  private grouped(metric: string, key: (r: SchoolRollup) => string | null): Map<string, number> {
    const map = new Map<string, number>();
    for (const r of this.rows) {
      if (r.metric !== metric) continue;
      const k = key(r);
      if (k !== null) add(map, k, r.value);
    }
    return map;
  }
  private named(map: Map<string, number>): { name: string; count: StatCell }[] {
    const names = [...map.keys()].sort();
    const cells = this.vector(names.map((n) => map.get(n) ?? 0));
    return names.map((name, i) => ({ name, count: cells[i] ?? 0 }));
  }

  indexData(): IndexData {
    return {
      scope: this.scope.kind,
      xzqhDm: this.scope.xzqhDm,
      curYear: this.year,
      schools: this.years.length,
      students: this.one(this.total((y) => y.students)),
      screenedStudents: this.one(this.total((y) => y.screened)),
      coverage: this.coverage(),
      levels: this.levels(),
      openCases: this.one(this.total((y) => y.openCases)),
      overdueCases: this.one(this.total((y) => y.overdueCases)),
      counsellingHours: hours(this.total((y) => y.minutes)),
      ...this.freshness(),
    };
  }

  /** New students of the year under each child region of the scope's region that has schools. */
  newStuCount(childOf: (code: string | null) => { code: string; name: string } | null): NewStuCount {
    const byChild = new Map<string, { code: string; name: string; n: number }>();
    for (const y of this.years) {
      const child = childOf(y.school.regionCode) ?? { code: '', name: '未设置地区' };
      const found = byChild.get(child.code) ?? { ...child, n: 0 };
      found.n += y.newStudents;
      byChild.set(child.code, found);
    }
    const list = [...byChild.values()].sort((a, b) => a.code.localeCompare(b.code));
    const cells = this.vector(list.map((c) => c.n));
    return {
      curYear: this.year,
      xzqhDm: this.scope.xzqhDm,
      total: this.one(this.total((y) => y.newStudents)),
      regions: list.map((c, i) => ({ code: c.code, name: c.name, count: cells[i] ?? 0 })),
    };
  }

  ledgerRows(): LedgerRow[] {
    const rows: LedgerRow[] = this.years.map((y) => ({
      tenantId: y.school.tenantId,
      schoolName: y.school.name,
      regionCode: y.school.regionCode,
      regionName: this.regionName(y.school.regionCode),
      students: y.students,
      screenedStudents: y.screened,
      warningsOpened: y.warningsOpened,
      warningsClosed: y.warningsClosed,
      warningsOverdue: y.overdueCases,
      interviewsOnTime: y.interviewsOnTime,
      interviewsLate: y.interviewsLate,
      followupsOnTime: y.followupsOnTime,
      followupsLate: y.followupsLate,
      counsellingHours: hours(y.minutes),
      completeness: y.completeness,
    }));
    const sorted = rows.sort((a, b) => b.completeness - a.completeness || a.tenantId - b.tenantId);
    return this.region
      ? suppressColumns(sorted, [
          'students',
          'screenedStudents',
          'warningsOpened',
          'warningsClosed',
          'warningsOverdue',
          'interviewsOnTime',
          'interviewsLate',
          'followupsOnTime',
          'followupsLate',
        ])
      : sorted;
  }

  scStatistics(): ScStatistics[] {
    const rows: ScStatistics[] = this.years.map((y) => ({
      tenantId: y.school.tenantId,
      name: y.school.name,
      regionName: this.regionName(y.school.regionCode),
      students: y.students,
      screenedStudents: y.screened,
      level3: y.levels.get(3) ?? 0,
      level2: y.levels.get(2) ?? 0,
      level1: y.levels.get(1) ?? 0,
      openCases: y.openCases,
      overdueCases: y.overdueCases,
      counsellingHours: hours(y.minutes),
    }));
    return this.region
      ? suppressColumns(rows, [
          'students',
          'screenedStudents',
          'level3',
          'level2',
          'level1',
          'openCases',
          'overdueCases',
        ])
      : rows;
  }

  months(): MonthAnalysis[] {
    const months = Array.from({ length: 12 }, (_, i) => `${this.year}-${String(i + 1).padStart(2, '0')}`);
    const at = new Map(months.map((m, i) => [m, i]));
    const zero = () => months.map(() => 0);
    const sums = { results: zero(), warnings: zero(), cases: zero(), minutes: zero() };
    for (const r of this.rows) {
      const i = at.get(r.month);
      if (i === undefined) continue;
      if (r.metric === 'screening.result') {
        sums.results[i] = (sums.results[i] ?? 0) + r.value;
        if (Number(r.dimB) >= 1) sums.warnings[i] = (sums.warnings[i] ?? 0) + r.value;
      } else if (r.metric === 'crisis.case') sums.cases[i] = (sums.cases[i] ?? 0) + r.value;
      else if (r.metric === 'counselling.minutes') sums.minutes[i] = (sums.minutes[i] ?? 0) + r.value;
    }
    const results = this.vector(sums.results);
    const warnings = this.vector(sums.warnings);
    const cases = this.vector(sums.cases);
    const minutes = sums.minutes;
    return months.map((month, i) => ({
      month,
      results: results[i] ?? 0,
      warnings: warnings[i] ?? 0,
      cases: cases[i] ?? 0,
      counsellingHours: hours(minutes[i] ?? 0),
    }));
  }

  cockpit(node: CockpitData['node']): CockpitData {
    const index = this.indexData();
    const yearRows = this.rows.filter((r) => inYear(r.month, this.year));
    const status = this.grouped('crisis.case', (r) => (r.dimB === 'closed' ? null : r.dimA));
    const statusList = [...status.keys()].sort();
    const statusCells = this.vector(statusList.map((s) => status.get(s) ?? 0));
    const sla = this.grouped('crisis.case', (r) => r.dimB);
    const slaCells = this.vector([sla.get('closed') ?? 0, sla.get('on_time') ?? 0, sla.get('overdue') ?? 0]);
    const bookings = new Map<string, number>();
    for (const r of yearRows) if (r.metric === 'counselling.booking') add(bookings, r.dimA, r.value);
    const bookingList = [...bookings.keys()].sort();
    const bookingCells = this.vector(bookingList.map((s) => bookings.get(s) ?? 0));
    const scaleTotals = new Map<string, Map<number, number>>();
    for (const r of yearRows) {
      if (r.metric !== 'screening.result') continue;
      const levels = scaleTotals.get(r.dimA) ?? new Map<number, number>();
      levels.set(Number(r.dimB), (levels.get(Number(r.dimB)) ?? 0) + r.value);
      scaleTotals.set(r.dimA, levels);
    }
    const years = Array.from({ length: 5 }, (_, i) => this.year - 4 + i);
    const yearCells = this.vector(
      years.map((y) =>
        this.rows
          .filter((r) => r.metric === 'screening.result' && inYear(r.month, y))
          .reduce((n, r) => n + r.value, 0),
      ),
    );
    const holland = this.grouped('career.holland', (r) => r.dimA);
    const lastMonth = new Date(Date.UTC(this.now.getUTCFullYear(), this.now.getUTCMonth() - 1, 15));
    const lastMonthKey = `${lastMonth.getUTCFullYear()}-${String(lastMonth.getUTCMonth() + 1).padStart(2, '0')}`;
    const bookedLastMonth = this.rows
      .filter((r) => r.metric === 'counselling.minutes' && r.month === lastMonthKey)
      .reduce((n, r) => n + r.value, 0);
    return {
      scope: index.scope,
      xzqhDm: index.xzqhDm,
      curYear: index.curYear,
      schools: index.schools,
      refreshedAt: index.refreshedAt,
      lagMinutes: index.lagMinutes,
      students: index.students,
      screenedStudents: index.screenedStudents,
      coverage: index.coverage,
      levels: index.levels,
      caseStatus: statusList.map((s, i) => ({ status: s, count: statusCells[i] ?? 0 })),
      caseSla: { closed: slaCells[0] ?? 0, onTime: slaCells[1] ?? 0, overdue: slaCells[2] ?? 0 },
      counsellingHours: index.counsellingHours,
      bookings: bookingList.map((s, i) => ({ status: s, count: bookingCells[i] ?? 0 })),
      scales: [...scaleTotals].map(([scaleCode, levels]) => {
        const order = [...levels.keys()].sort((a, b) => b - a);
        const cells = this.vector(order.map((l) => levels.get(l) ?? 0));
        return {
          scaleCode,
          total: this.one([...levels.values()].reduce((a, b) => a + b, 0)),
          levels: order.map((level, i) => ({ level, count: cells[i] ?? 0 })),
        };
      }),
      months: this.months(),
      years: years.map((year, i) => ({
        year,
        results: yearCells[i] ?? 0,
        coverage: this.yearCoverage(year),
      })),
      holland: this.named(holland),
      careerStudents: this.one([...holland.values()].reduce((a, b) => a + b, 0)),
      units: this.named(this.grouped('school.unit', (r) => r.dimA)),
      staff: this.named(this.grouped('school.staff', (r) => r.dimA)),
      rotaHoursWeekly: hours(
        this.rows.filter((r) => r.metric === 'counselling.rota').reduce((n, r) => n + r.value, 0),
      ),
      bookedHoursLastMonth: hours(bookedLastMonth),
      lectures: this.lectures(),
      node,
    };
  }

  /**
   * 家长学堂 of the year: totals, answers per score, and the same figures by month and by grade.
   * Each figure kind is one vector per breakdown, so a hidden cell cannot be recovered from a total.
   */
  lectures(): LectureHall {
    type Sums = { registrations: number; attendance: number; feedbacks: number; points: number };
    const blank = (): Sums => ({ registrations: 0, attendance: 0, feedbacks: 0, points: 0 });
    const total = blank();
    const scores = new Map<number, number>();
    const byMonth = new Map<string, Sums>();
    const byGrade = new Map<string, Sums>();
    for (const r of this.rows) {
      if (!r.metric.startsWith('lecture.') || !inYear(r.month, this.year)) continue;
      const grade = r.dimA || '未填年级';
      const targets = [total, getOr(byMonth, r.month, blank), getOr(byGrade, grade, blank)];
      for (const t of targets) {
        if (r.metric === 'lecture.registration') t.registrations += r.value;
        else if (r.metric === 'lecture.attendance') t.attendance += r.value;
        else {
          t.feedbacks += r.value;
          t.points += r.value * Number(r.dimB);
        }
      }
      if (r.metric === 'lecture.satisfaction') add2(scores, Number(r.dimB), r.value);
    }
    const mean = (x: Sums) =>
      x.feedbacks === 0 || (this.region && x.feedbacks < 5)
        ? null
        : Math.round((x.points / x.feedbacks) * 10) / 10;
    const breakdown = <K extends string>(map: Map<string, Sums>, keys: string[], name: K) => {
      const sums = keys.map((k) => map.get(k) ?? blank());
      const registrations = this.vector(sums.map((x) => x.registrations));
      const attendance = this.vector(sums.map((x) => x.attendance));
      const feedbacks = this.vector(sums.map((x) => x.feedbacks));
      return keys.map((k, i) => ({
        [name]: k,
        registrations: registrations[i] ?? 0,
        attendance: attendance[i] ?? 0,
        feedbacks: feedbacks[i] ?? 0,
        satisfaction: mean(sums[i] ?? blank()),
      })) as ({ [P in K]: string } & Omit<LectureHall['grades'][number], 'grade'>)[];
    };
    const months = Array.from({ length: 12 }, (_, i) => `${this.year}-${String(i + 1).padStart(2, '0')}`);
    const scoreList = [5, 4, 3, 2, 1];
    const scoreCells = this.vector(scoreList.map((n) => scores.get(n) ?? 0));
    return {
      registrations: this.one(total.registrations),
      attendance: this.one(total.attendance),
      feedbacks: this.one(total.feedbacks),
      satisfaction: mean(total),
      scores: scoreList.map((score, i) => ({ score, count: scoreCells[i] ?? 0 })),
      months: breakdown(byMonth, months, 'month'),
      grades: breakdown(byGrade, [...byGrade.keys()].sort(), 'grade'),
    };
  }
}
