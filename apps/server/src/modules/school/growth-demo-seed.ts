import { inArray } from 'drizzle-orm';
import { appendGrowthEvents, type GrowthAppend } from '../../core/growth-events.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { parseChinaTime } from '../../core/time.ts';
import { schoolStudent } from '../../db/schema.ts';

type DemoRecord = Omit<GrowthAppend, 'studentId' | 'sourceModule' | 'eventTime'> & { date: string };

/** What staff entered on three demo students' files, so 成长档案 shows every kind of event. */
const RECORDS: Readonly<Record<string, readonly DemoRecord[]>> = {
  '20230101': [
    { kind: 'award', visibility: 'student', title: '校级三好学生［校级］', date: '2024-05-20' },
    {
      kind: 'volunteer',
      visibility: 'student',
      title: '迎新志愿服务（12 小时）',
      payload: { hours: 12 },
      date: '2024-09-01',
    },
    {
      kind: 'competition',
      visibility: 'student',
      title: '全国大学生数学建模竞赛省二等奖［省级］',
      date: '2025-09-15',
    },
  ],
  '20230102': [
    { kind: 'activity', visibility: 'student', title: '心理委员培训结业', date: '2024-11-10' },
    {
      kind: 'volunteer',
      visibility: 'student',
      title: '社区助老（6 小时）',
      payload: { hours: 6 },
      date: '2025-03-16',
    },
    {
      kind: 'note',
      visibility: 'staff',
      title: '班主任谈心：学业压力较大，已约定每周沟通',
      date: '2026-09-22',
    },
  ],
  '20230103': [
    { kind: 'award', visibility: 'student', title: '国家励志奖学金［国家级］', date: '2024-12-01' },
    { kind: 'activity', visibility: 'student', title: '5·25 心理健康月朋辈辅导活动', date: '2025-05-25' },
  ],
};

/** The demo university's growth-file records, written through the core's one writer. */
export async function seedDemoGrowth(tdb: TenantDb): Promise<void> {
  const students = await tdb.list(schoolStudent, {
    where: inArray(schoolStudent.studentNo, Object.keys(RECORDS)),
  });
  await appendGrowthEvents(
    tdb,
    students.flatMap((student) =>
      (RECORDS[student.studentNo] ?? []).map(({ date, ...record }, i) => ({
        ...record,
        studentId: student.id,
        sourceModule: 'growth-demo',
        sourceId: `${student.studentNo}:${i}`,
        eventTime: parseChinaTime(date),
      })),
    ),
  );
}
