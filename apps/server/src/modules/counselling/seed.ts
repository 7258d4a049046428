import { asc, eq, inArray } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { parseChinaTime } from '../../core/time.ts';
import { schoolStudent } from '../../db/schema.ts';
import { counsellingBooking, counsellingRoom, counsellingRota } from '../../db/tables/counselling.ts';

const ROOMS = [
  {
    key: '301',
    campus: '主校区',
    building: '求真楼',
    name: '301 个体咨询室',
    capacity: 2,
    equipment: '沙发、沙盘',
  },
  {
    key: '302',
    campus: '主校区',
    building: '求真楼',
    name: '302 个体咨询室',
    capacity: 2,
    equipment: '沙发、放松椅',
  },
  {
    key: '105',
    campus: '主校区',
    building: '明德楼',
    name: '105 团体辅导室',
    capacity: 12,
    equipment: '投影、音响',
  },
  {
    key: 'online',
    campus: '线上',
    building: '腾讯会议',
    name: '线上咨询室',
    capacity: 2,
    equipment: null,
    meetingUrl: 'https://meeting.tencent.com/dm/xm1000',
  },
];

type Line = [user: string, weekday: number, start: string, end: string, room: string, kind?: 'career'];
const LINES: Line[] = [
  ['xinli', 1, '09:00', '12:00', '301'],
  ['xinli', 3, '09:00', '12:00', '301'],
  ['xinli', 5, '14:00', '17:00', '301'],
  ['xinli', 2, '19:00', '21:00', 'online'],
  ['liangxiao', 2, '09:00', '12:00', '302'],
  ['liangxiao', 4, '09:00', '12:00', '302'],
  ['liangxiao', 4, '14:00', '17:00', '105'],
  // The 生涯导师's 生涯咨询 line (decisions §56): Wednesday afternoons, 302 is free then.
  ['shengya', 3, '14:00', '17:00', '302', 'career'],
];

const SPECIALTIES: Record<string, [specialties: string, targetGroups: string]> = {
  xinli: ['学业压力、情绪调节', '本科生'],
  liangxiao: ['人际关系、适应问题', '新生、研究生'],
  shengya: ['选专业、考研与就业、生涯规划', '全体学生'],
};

/** The demo school's 咨询地址 (two buildings and an online room) and a weekly rota of two counsellors. */
export async function seedCounselling(tdb: TenantDb, userIds: Map<string, string>): Promise<void> {
  const roomIds = new Map<string, string>();
  for (const { key, ...room } of ROOMS) {
    const [id] = await tdb.insert(counsellingRoom, { ...room, createBy: 'admin' });
    if (id) roomIds.set(key, id);
  }
  const lines = LINES.flatMap(([user, weekday, startTime, endTime, room, kind]) => {
    const counsellorId = userIds.get(user);
    return counsellorId
      ? [
          {
            counsellorId,
            weekday,
            startTime,
            endTime,
            slotMinutes: 50,
            mode: room === 'online' ? 'online' : 'offline',
            roomId: roomIds.get(room) ?? null,
            specialties: SPECIALTIES[user]?.[0] ?? null,
            targetGroups: SPECIALTIES[user]?.[1] ?? null,
            kind: kind ?? 'psych',
            createBy: 'admin',
          },
        ]
      : [];
  });
  await tdb.insert(counsellingRota, lines);
}

/** The first Wednesday at least two days away, as `YYYY-MM-DD` in Asia/Shanghai. */
function nextCareerDay(now: Date): string {
  const china = now.getTime() + 8 * 3_600_000;
  for (let days = 2; ; days++) {
    const day = new Date(china + days * 86_400_000);
    if (day.getUTCDay() === 3) return day.toISOString().slice(0, 10);
  }
}

/**
 * Two 生涯咨询 bookings on the 生涯导师's line, so 预约管理 and /m show the kind working after
 * `npm start`: 20230101's confirmed, 20230102's just requested (a career booking has no pre-screen).
 */
export async function seedDemoCareerBookings(tdb: TenantDb, now = new Date()): Promise<void> {
  const line = await tdb.first(counsellingRota, eq(counsellingRota.kind, 'career'));
  if (!line) return;
  const students = await tdb.list(schoolStudent, {
    where: inArray(schoolStudent.studentNo, ['20230101', '20230102']),
    orderBy: [asc(schoolStudent.studentNo)],
  });
  const day = nextCareerDay(now);
  const bookings = [
    { time: '14:00', status: 'confirmed', topic: '想了解考研和就业各自要做哪些准备' },
    { time: '14:50', status: 'requested', topic: '不确定自己适合什么专业方向' },
  ];
  await tdb.insert(
    counsellingBooking,
    students.flatMap((student, i) => {
      const booking = bookings[i];
      if (!booking) return [];
      const slotStart = parseChinaTime(`${day} ${booking.time}`);
      return [
        {
          studentId: student.id,
          counsellorId: line.counsellorId,
          roomId: line.roomId,
          slotStart,
          slotEnd: new Date(slotStart.getTime() + line.slotMinutes * 60_000),
          kind: 'career',
          mode: line.mode,
          status: booking.status,
          topic: booking.topic,
          consentTime: now,
          createBy: 'admin',
        },
      ];
    }),
  );
}
