import type { TenantDb } from '../../core/tenant-db.ts';
import { lecture, lectureRegistration } from '../../db/schema.ts';
import { lectureGrades, newCheckInCode } from './lectures.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '马', '朱'];
const COMMENTS = ['很实用，回家就试了', '希望多讲讲沟通技巧', '时间有点短', '', '讲得很清楚', ''];

type DemoLecture = {
  title: string;
  mode: 'online' | 'onsite';
  speaker: string;
  place: string;
  summary: string;
  /** Days from now to the start (negative: held already). */
  inDays: number;
  capacity: number;
  status: '1' | '2';
  guardians: number;
};

const LECTURES: DemoLecture[] = [
  {
    title: '读懂青春期：与孩子好好说话',
    mode: 'onsite',
    speaker: '心理中心 王老师',
    place: '学术报告厅',
    summary: '青春期的情绪起伏从哪里来，家长怎样听、怎样说，孩子才愿意开口。',
    inDays: -45,
    capacity: 120,
    status: '2',
    guardians: 14,
  },
  {
    title: '考试季的压力与陪伴',
    mode: 'online',
    speaker: '心理中心 李老师',
    place: '腾讯会议（报名后在本页查看入会方式）',
    summary: '识别孩子的压力信号，做不添压的陪伴者。',
    inDays: -12,
    capacity: 200,
    status: '2',
    guardians: 11,
  },
  {
    title: '手机与睡眠：家庭约定怎么定',
    mode: 'onsite',
    speaker: '心理中心 张老师',
    place: '图书馆三楼报告厅',
    summary: '用一份全家一起定的约定，替代每天的争吵。',
    inDays: 7,
    capacity: 80,
    status: '1',
    guardians: 5,
  },
];

/**
 * 家长学堂's demo: two lectures held (registrations, check-ins, feedback) and one open for
 * registration. The numbers are made up (139 0000 ….); the guardians are nobody.
 */
export async function seedDemoLectures(tdb: TenantDb, now = new Date()): Promise<void> {
  const grades = (await lectureGrades(tdb)).slice(0, 3);
  if (grades.length === 0) return;
  let serial = 0;
  for (const demo of LECTURES) {
    const start = new Date(Math.floor((now.getTime() + demo.inDays * DAY_MS) / HOUR_MS) * HOUR_MS);
    const [id = ''] = await tdb.insert(lecture, {
      title: demo.title,
      mode: demo.mode,
      speaker: demo.speaker,
      place: demo.place,
      summary: demo.summary,
      startTime: start,
      endTime: new Date(start.getTime() + 1.5 * HOUR_MS),
      capacity: demo.capacity,
      gradeIds: grades.map((g) => g.id),
      status: demo.status,
      checkInCode: newCheckInCode(),
    });
    const held = demo.inDays < 0;
    await tdb.insert(
      lectureRegistration,
      Array.from({ length: demo.guardians }, (_, i) => {
        serial += 1;
        const attended = held && i % 5 !== 4;
        const satisfaction = attended && i % 3 !== 2 ? 5 - (i % 4 === 3 ? 2 : i % 2) : null;
        return {
          lectureId: id,
          guardianName: `${SURNAMES[serial % SURNAMES.length]}家长`,
          mobile: `1390000${String(1000 + serial).slice(-4)}`,
          gradeId: grades[i % grades.length]?.id ?? '',
          verifiedBy: 'code',
          createTime: new Date(start.getTime() - (3 + (i % 4)) * DAY_MS),
          checkedInAt: attended ? new Date(start.getTime() - 10 * 60_000 + i * 30_000) : null,
          satisfaction,
          comment: satisfaction === null ? '' : (COMMENTS[i % COMMENTS.length] ?? ''),
          feedbackAt: satisfaction === null ? null : new Date(start.getTime() + 2 * HOUR_MS),
        };
      }),
    );
  }
}
