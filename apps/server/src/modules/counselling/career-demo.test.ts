import type { CentreBooking, Slot } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemoCareerBookings } from './seed.ts';

let t: TestApp;
const tokens = new Map<string, string>();
const get = (url: string, who: string) =>
  t.call({ method: 'GET', url: `/jeecg-boot${url}`, headers: auth(tokens.get(who) ?? '') });

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCareerBookings(new TenantDb(t.db, 1000, 'admin'));
  for (const name of ['shengya', 'shengya2', 'xinli', 'fudaoyuan']) tokens.set(name, await t.login(name));
});
afterAll(() => t.close());

describe('demo 生涯咨询', () => {
  it('each demo school has a 生涯导师 who signs in with the career grants and no mental-health one', async () => {
    for (const who of ['shengya', 'shengya2']) {
      const reply = await get('/sys/permission/getUserPermissionByToken', who);
      const codes = (reply.body.result as { codeList: string[] }).codeList;
      expect(codes).toEqual(
        expect.arrayContaining(['counselling:booking:career', 'career:survey:add', 'career:report:list']),
      );
      expect(codes.some((c) => c.startsWith('crisis:') || c.startsWith('screening:result'))).toBe(false);
    }
  });

  it('puts the demo 生涯导师 on a 生涯咨询 rota line with two bookings they see, and the centre too', async () => {
    const rota = (await get('/counselling/rota/list?pageSize=100', 'xinli')).body.result as {
      records: { counsellorName?: string; kind: string; weekday: number }[];
    };
    expect(rota.records.filter((r) => r.kind === 'career')).toEqual([
      expect.objectContaining({ weekday: 3 }),
    ]);
    const mine = (await get('/counselling/booking/list?pageSize=100', 'shengya')).body.result as {
      records: CentreBooking[];
    };
    expect(mine.records.map((b) => `${b.kind} ${b.status}`).sort()).toEqual([
      'career confirmed',
      'career requested',
    ]);
    expect(mine.records.every((b) => b.slotStart.slice(11, 16) >= '14:00')).toBe(true);
    const centre = (await get('/counselling/booking/list?pageSize=100', 'xinli')).body.result as {
      records: CentreBooking[];
    };
    expect(centre.records.filter((b) => b.kind === 'career')).toHaveLength(2);
  });

  it('offers the line to students as 生涯咨询 slots', async () => {
    const day = (
      (await get('/counselling/booking/list?pageSize=100', 'shengya')).body.result as {
        records: CentreBooking[];
      }
    ).records[0]?.slotStart.slice(0, 10);
    const token = tokens.get('xinli') ?? '';
    const slots = (
      await t.call({
        method: 'GET',
        url: `/jeecg-boot/counselling/slots?from=${day}&to=${day}&kind=career`,
        headers: auth(token),
      })
    ).body.result as Slot[] | null;
    expect(slots?.some((s) => s.kind === 'career' && s.taken)).toBe(true);
  });
});
