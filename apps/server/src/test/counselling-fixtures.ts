import { eq } from 'drizzle-orm';
import type { SessionStore } from '../core/session-store.ts';
import { TenantDb } from '../core/tenant-db.ts';
import { newId } from '../db/ids.ts';
import {
  counsellingRoom,
  counsellingRota,
  schoolStudent,
  sysDepart,
  sysUser,
  sysUserTenant,
} from '../db/schema.ts';
import type { Db } from '../db/types.ts';

/**
 * `n` students of tenant 1000 with school accounts and open sessions, made directly so tests and
 * the burst bench do not spend minutes hashing passwords. Returns their session tokens.
 */
export async function studentsWithSessions(db: Db, sessions: SessionStore, n: number, prefix: string) {
  const tdb = new TenantDb(db, 1000, 'admin');
  const klass = await tdb.first(sysDepart, eq(sysDepart.departName, '2023级1班'));
  if (!klass) throw new Error('demo class missing');
  const users = Array.from({ length: n }, (_, i) => ({
    id: newId(),
    tenantId: 1000,
    username: `${prefix}${String(i).padStart(4, '0')}`,
    realname: `学生${i}`,
    password: 'scrypt$unusable',
    userIdentity: 1,
    loginTenantId: 1000,
  }));
  await db.insert(sysUser).values(users);
  await tdb.insert(
    sysUserTenant,
    users.map((u) => ({ userId: u.id, status: 1 })),
  );
  await tdb.insert(
    schoolStudent,
    users.map((u) => ({
      studentNo: u.username,
      name: u.realname,
      classId: klass.id,
      orgCode: klass.orgCode,
      userId: u.id,
    })),
  );
  return Promise.all(
    users.map((u) => sessions.create({ userId: u.id, tenantId: 1000, orgCode: null, ip: '127.0.0.1' })),
  );
}

/** A room and an every-day rota line of `counsellorId` from 08:00 to 08:00 + slots × 30 min. */
export async function rotaOfSlots(db: Db, counsellorId: string, slots: number, building = '求真楼') {
  const tdb = new TenantDb(db, 1000, 'admin');
  const [roomId] = await tdb.insert(counsellingRoom, {
    campus: '主校区',
    building,
    name: `${building}-${newId().slice(-4)}`,
    capacity: 2,
  });
  const minutes = 8 * 60 + slots * 30;
  const end = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  await tdb.insert(
    counsellingRota,
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      counsellorId,
      weekday,
      startTime: '08:00',
      endTime: end,
      slotMinutes: 30,
      mode: 'offline',
      roomId: roomId ?? null,
    })),
  );
  return roomId ?? '';
}
