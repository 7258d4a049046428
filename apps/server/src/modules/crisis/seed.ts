import { allPermissionCodes, type CaseAction, type CaseLevel, type RecordKind } from '@xinmiao/shared';
import { and, eq, like } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { crisisCase, crisisCaseEvent, schoolStudent, sysDepart } from '../../db/schema.ts';
import { type SignalSource, seedSignal } from './intake.ts';
import { transition } from './transition.ts';

type DemoCase = {
  college: string;
  klass: string;
  seat: number;
  source: SignalSource;
  level: 1 | 2 | 3;
  summary: string;
  steps: { action: CaseAction; by: string; level?: CaseLevel; reason?: string }[];
  /** 干预记录 written once the steps are taken. */
  records?: { kind: RecordKind; by: string; content: string }[];
};

/**
 * A few warnings of the demo university in different states, none waiting for triage (a seeded
 * deadline would fire alerts at whoever signs in first). Away from 计算机学院 2023级1班, the class
 * the demo 班主任 teaches, so their page starts empty.
 */
const DEMO_CASES: DemoCase[] = [
  {
    college: '计算机学院',
    klass: '2023级2班',
    seat: 1,
    source: 'screening',
    level: 2,
    summary: 'PHQ-9 中度抑郁（2026 春季普查）',
    steps: [
      { action: 'confirm', by: 'xinli', level: 2 },
      { action: 'assign', by: 'xinli' },
      { action: 'intervene', by: 'xinli' },
    ],
    records: [
      { kind: 'safety_plan', by: 'xinli', content: '与学生约定每晚报平安，室友知情并陪伴' },
      { kind: 'home_school', by: 'fudaoyuan', content: '已电话联系母亲，告知情况，家长同意配合就医' },
      { kind: 'counselling_note', by: 'xinli', content: '首次咨询：睡眠差、兴趣减退，无具体自伤计划' },
    ],
  },
  {
    college: '心理学院',
    klass: '2024级1班',
    seat: 1,
    source: 'network_report',
    level: 3,
    summary: '心理委员报送：多日未去上课，夜间独自在天台',
    steps: [
      { action: 'confirm', by: 'xinli', level: 2 },
      { action: 'assign', by: 'xinli' },
      { action: 'intervene', by: 'xinli' },
      { action: 'follow_up', by: 'xinli' },
    ],
  },
  {
    college: '计算机学院',
    klass: '2024级1班',
    seat: 2,
    source: 'parent',
    level: 2,
    summary: '家长告知：电话中情绪激动',
    steps: [{ action: 'dismiss', by: 'xinli', reason: '与家长、辅导员核实，系家庭矛盾，无心理危机' }],
  },
  {
    college: '外国语学院',
    klass: '2024级2班',
    seat: 1,
    source: 'screening',
    level: 1,
    summary: 'SCL-90 阳性（焦虑因子）',
    steps: [
      { action: 'confirm', by: 'xinli', level: 0 },
      { action: 'assign', by: 'xinli' },
      { action: 'intervene', by: 'xinli' },
      { action: 'follow_up', by: 'xinli' },
      { action: 'request_release', by: 'fudaoyuan', reason: '三次回访情绪稳定，复测正常' },
      { action: 'approve_release', by: 'xinli' },
    ],
  },
];

async function studentAt(tdb: TenantDb, college: string, klass: string, seat: number) {
  const collegeRow = await tdb.first(sysDepart, eq(sysDepart.departName, college));
  const klassRow =
    collegeRow &&
    (await tdb.first(
      sysDepart,
      and(eq(sysDepart.departName, klass), like(sysDepart.orgCode, `${collegeRow.orgCode}%`)),
    ));
  const students = klassRow
    ? await tdb.list(schoolStudent, { where: eq(schoolStudent.classId, klassRow.id) })
    : [];
  const student = [...students].sort((a, b) => a.studentNo.localeCompare(b.studentNo))[seat - 1];
  if (!student) throw new Error(`seed: no student ${seat} in ${college} ${klass}`);
  return student.id;
}

/** The demo university's warning cases, walked through the workflow as its staff would. */
export async function seedCrisisCases(tdb: TenantDb, userIds: Map<string, string>): Promise<void> {
  const permissions = new Set<string>(allPermissionCodes());
  const user = (name: string) => userIds.get(name) ?? name;
  for (const demo of DEMO_CASES) {
    const studentId = await studentAt(tdb, demo.college, demo.klass, demo.seat);
    const { caseId } = await seedSignal(tdb, {
      studentId,
      source: demo.source,
      level: demo.level,
      summary: demo.summary,
    });
    for (const step of demo.steps) {
      const record = await tdb.byId(crisisCase, caseId);
      if (!record) throw new Error('seed: case vanished');
      await transition(
        tdb,
        record,
        { userId: user(step.by), permissions },
        {
          action: step.action,
          level: step.level,
          reason: step.reason,
          counsellorId: user(demo.college === '计算机学院' ? 'fudaoyuan' : 'liangxiao'),
          therapistId: user('xinli'),
        },
      );
    }
    const record = await tdb.byId(crisisCase, caseId);
    for (const entry of demo.records ?? []) {
      await tdb.insert(crisisCaseEvent, {
        caseId,
        action: 'record',
        fromStatus: record?.caseStatus ?? null,
        toStatus: record?.caseStatus ?? '',
        actor: user(entry.by),
        data: { kind: entry.kind, content: entry.content },
      });
    }
  }
}
