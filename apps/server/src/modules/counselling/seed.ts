import type { TenantDb } from '../../core/tenant-db.ts';
import { counsellingRoom, counsellingRota } from '../../db/tables/counselling.ts';

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

type Line = [user: string, weekday: number, start: string, end: string, room: string];
const LINES: Line[] = [
  ['xinli', 1, '09:00', '12:00', '301'],
  ['xinli', 3, '09:00', '12:00', '301'],
  ['xinli', 5, '14:00', '17:00', '301'],
  ['xinli', 2, '19:00', '21:00', 'online'],
  ['liangxiao', 2, '09:00', '12:00', '302'],
  ['liangxiao', 4, '09:00', '12:00', '302'],
  ['liangxiao', 4, '14:00', '17:00', '105'],
];

/** The demo school's 咨询地址 (two buildings and an online room) and a weekly rota of two counsellors. */
export async function seedCounselling(tdb: TenantDb, userIds: Map<string, string>): Promise<void> {
  const roomIds = new Map<string, string>();
  for (const { key, ...room } of ROOMS) {
    const [id] = await tdb.insert(counsellingRoom, { ...room, createBy: 'admin' });
    if (id) roomIds.set(key, id);
  }
  const lines = LINES.flatMap(([user, weekday, startTime, endTime, room]) => {
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
            specialties: user === 'xinli' ? '学业压力、情绪调节' : '人际关系、适应问题',
            targetGroups: user === 'xinli' ? '本科生' : '新生、研究生',
            createBy: 'admin',
          },
        ]
      : [];
  });
  await tdb.insert(counsellingRota, lines);
}
