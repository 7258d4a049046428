import { getScale, resolveScaleVersion, score } from '@xinmiao/scales';
import { asc } from 'drizzle-orm';
import { appendGrowthEvents } from '../../core/growth-events.ts';
import type { TenantDb, TenantInsert } from '../../core/tenant-db.ts';
import { newId } from '../../db/ids.ts';
import {
  evalPackage,
  evalPackageItem,
  schoolStudent,
  screeningAttempt,
  screeningResult,
  screeningTask,
} from '../../db/schema.ts';

const SCALES = ['SCL90', 'PHQ9', 'GAD7', 'TYPE16'] as const;
const NORMS: Readonly<Partial<Record<string, string>>> = { SCL90: 'CN1986' };

/** A small deterministic generator, so every demo start shows the same results. */
function generator(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * One sheet: options drawn around a student's `load` (0 calm … 1 burdened); 16-type sheets are
 * preferences, drawn evenly. `item9` sets PHQ-9 item 9 (thoughts of self-harm) explicitly, so only
 * the student meant to carry that warning does.
 */
function sheet(code: string, load: number, random: () => number, item9: number): number[] {
  const version = resolveScaleVersion(code);
  return version.items.map((item, i) => {
    const n = item.options.length;
    if (code === 'PHQ9' && i === 8) return item9;
    if (code === 'TYPE16') return 1 + Math.floor(random() * n);
    const drawn = Math.floor(Math.max(0, Math.min(0.999, load + (random() - 0.5) * 0.5)) * n);
    return 1 + Math.min(n - 1, drawn);
  });
}

/**
 * The closed demo task 2026年秋季新生心理普查 for the first demo school: every demo student assigned,
 * all but two answered, each sheet scored by packages/scales (with the SCL-90 national norm).
 * 20230102 answers PHQ-9 item 9 above zero (a level-3 warning) and 20230103 carries a moderate load,
 * so the class teacher's card and the warning figures have something real to show.
 */
export async function seedDemoScreening(tdb: TenantDb): Promise<void> {
  const students = await tdb.list(schoolStudent, { orderBy: [asc(schoolStudent.studentNo)] });
  if (students.length === 0) return;
  const [packageId = ''] = await tdb.insert(evalPackage, { name: '新生心理普查套餐', createBy: 'admin' });
  await tdb.insert(
    evalPackageItem,
    SCALES.map((scaleCode, sortNo) => ({ packageId, scaleCode, sortNo, studentCanViewReport: true })),
  );
  const closedAt = new Date('2026-09-20T10:00:00Z');
  const [taskId = ''] = await tdb.insert(screeningTask, {
    name: '2026年秋季新生心理普查',
    taskStatus: 'closed',
    packageId,
    scales: SCALES.map((scaleCode) => ({
      scaleCode,
      version: getScale(scaleCode).currentVersion,
      alias: '',
      studentCanViewReport: true,
    })),
    startAt: new Date('2026-09-08T00:00:00Z'),
    endAt: closedAt,
    consentText: '本次测评用于了解同学们的心理健康状况，结果严格保密，仅用于提供心理支持。',
    studentCanViewReport: true,
    publishedAt: new Date('2026-09-07T08:00:00Z'),
    createBy: 'admin',
  });
  const attempts: TenantInsert<typeof screeningAttempt>[] = [];
  const results: TenantInsert<typeof screeningResult>[] = [];
  for (const [index, student] of students.entries()) {
    const attemptId = newId();
    const answered = index % 13 !== 12;
    const random = generator(index + 17);
    const load =
      student.studentNo === '20230102' ? 0.5 : student.studentNo === '20230103' ? 0.35 : random() * 0.3;
    const sheets = Object.fromEntries(
      SCALES.map((code) => [code, sheet(code, load, random, student.studentNo === '20230102' ? 2 : 1)]),
    );
    const submittedAt = new Date(closedAt.getTime() - (index + 1) * 3_600_000);
    attempts.push({
      id: attemptId,
      taskId,
      studentId: student.id,
      orgCode: student.orgCode,
      attemptStatus: answered ? 'submitted' : 'assigned',
      answers: answered ? sheets : {},
      submittedAt: answered ? submittedAt : null,
      createBy: 'admin',
    });
    if (!answered) continue;
    for (const code of SCALES) {
      const norm = NORMS[code];
      const result = score(code, sheets[code] ?? [], { durationSeconds: 900, ...(norm ? { norm } : {}) });
      results.push({
        taskId,
        attemptId,
        studentId: student.id,
        orgCode: student.orgCode,
        scaleCode: code,
        scaleVersion: result.version,
        valid: result.valid,
        level: result.level,
        score: result,
        reviewStatus: result.valid ? 'none' : 'pending',
        createTime: submittedAt,
      });
    }
  }
  await tdb.insert(screeningAttempt, attempts);
  await tdb.insert(screeningResult, results);
  await appendGrowthEvents(
    tdb,
    attempts
      .filter((a) => a.attemptStatus === 'submitted')
      .map((a) => ({
        studentId: a.studentId,
        kind: 'assessment' as const,
        visibility: 'student' as const,
        title: '完成测评：2026年秋季新生心理普查',
        payload: { taskId, scales: [...SCALES] },
        sourceModule: 'screening',
        sourceId: a.id ?? '',
        eventTime: a.submittedAt ?? closedAt,
      })),
  );
}
