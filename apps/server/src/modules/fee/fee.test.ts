import {
  CONTRACT_GRACE_DAYS,
  FEE_MESSAGES,
  type SchoolContracts,
  type ServiceContract,
} from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { addDays, chinaToday } from '../../core/time.ts';
import { sysAnnouncement, sysQuartzJob, sysTenant } from '../../db/schema.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';
import { CONTRACT_REMIND_CLASS, contractReminder } from './remind-job.ts';

let t: TestApp;
const token: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin', 'pingtai', 'liangxiao']) token[name] = await t.login(name);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: string,
  payload?: object,
  tenant?: number,
) =>
  t.call({
    method,
    url: `/jeecg-boot${url}`,
    headers: auth(token[who] ?? '', tenant ? { 'tenant-id': String(tenant) } : {}),
    ...(payload ? { payload } : {}),
  });
const contracts = async (query = '') =>
  (
    (await call('GET', `/saas/contract/list${query}`, 'pingtai')).body.result as {
      records: ServiceContract[];
    }
  ).records;
const byNo = async (no: string) => (await contracts(`?contractNo=${no}`))[0] as ServiceContract;
const school = async (id: number) => (await t.db.select().from(sysTenant).where(eq(sysTenant.id, id)))[0];
const today = chinaToday();

const form = (c: ServiceContract, change: Partial<ServiceContract> = {}) => {
  const { id, schoolId, contractNo, packageCode, beginDate, endDate, amount, paidAmount, invoices, remark } =
    {
      ...c,
      ...change,
    };
  return { id, schoolId, contractNo, packageCode, beginDate, endDate, amount, paidAmount, invoices, remark };
};

describe('费用管理: the operator', () => {
  it('lists the demo contracts with school, payments, invoices and where each stands', async () => {
    const all = await contracts();
    expect(all.map((c) => c.contractNo).sort()).toEqual(['XM-2024-001', 'XM-2025-001', 'XM-2025-014']);
    expect(await byNo('XM-2025-014')).toMatchObject({
      schoolId: 1001,
      schoolName: '另一所示范中学',
      amount: 24_000,
      paidAmount: 12_000,
      payState: 'partial',
      invoicedAmount: 12_000,
      termState: 'expiring',
      daysLeft: 21,
    });
    // A contract a renewal followed has ended: no grace period for the school.
    expect((await byNo('XM-2024-001')).termState).toBe('ended');
    expect((await byNo('XM-2025-001')).termState).toBe('active');
    expect((await contracts('?payState=partial')).map((c) => c.contractNo)).toEqual(['XM-2025-014']);
  });

  it('refuses a contract that does not add up, with a clear message', async () => {
    const base = {
      schoolId: 1001,
      contractNo: 'XM-2026-900',
      packageCode: 'basic',
      beginDate: '2026-01-01',
      endDate: '2026-12-31',
      amount: 1000,
      paidAmount: 0,
      invoices: [],
    };
    const tries: [object, string][] = [
      [{ endDate: '2025-12-31' }, '结束日期不能早于开始日期'],
      [{ paidAmount: 1000.01 }, FEE_MESSAGES.overPaid],
      [
        {
          invoices: [
            { no: '1', amount: 600, issuedOn: '2026-01-02' },
            { no: '2', amount: 401, issuedOn: '2026-01-03' },
          ],
        },
        FEE_MESSAGES.overInvoiced,
      ],
      [{ schoolId: 1 }, FEE_MESSAGES.schoolMissing],
      [{ schoolId: 4242 }, FEE_MESSAGES.schoolMissing],
      [{ contractNo: 'XM-2025-014' }, '合同编号已存在'],
      [{ amount: 10.005 }, '合同金额最多两位小数'],
    ];
    for (const [change, message] of tries) {
      const { body } = await call('POST', '/saas/contract/add', 'pingtai', { ...base, ...change });
      expect(body, JSON.stringify(change)).toMatchObject({ success: false, message });
    }
  });
});

describe('费用管理: a school', () => {
  it('sees its own contracts read-only and never another school’s', async () => {
    const { body } = await call('GET', '/saas/contract/mine', 'admin');
    const mine = body.result as SchoolContracts;
    expect(mine.contracts.map((c) => c.contractNo).sort()).toEqual(['XM-2024-001', 'XM-2025-001']);
    expect(mine).toMatchObject({ serviceEnd: addDays(today, 230), readOnly: false });
    const listed = await call('GET', '/saas/contract/list', 'admin');
    expect((listed.body.result as { total: number }).total).toBe(0);
    const c = await byNo('XM-2025-001');
    for (const [method, url, payload] of [
      ['POST', '/saas/contract/add', { ...form(c), contractNo: 'X-1' }],
      ['PUT', '/saas/contract/edit', form(c, { amount: 1 })],
    ] as const) {
      expect((await call(method, url, 'admin', payload)).body.message).toBe(FEE_MESSAGES.platformOnly);
    }
    expect((await call('DELETE', `/saas/contract/delete?id=${c.id}`, 'admin')).body.message).toBe(
      FEE_MESSAGES.platformOnly,
    );
    expect((await call('GET', '/saas/contract/schools', 'admin')).body.message).toBe(
      FEE_MESSAGES.platformOnly,
    );
  });
});

describe('a contract’s end sets the school’s term', () => {
  it('gives a read-only grace period in which crisis work goes on, then closes the school', async () => {
    const c = await byNo('XM-2025-014');
    const bookingAction = () => call('POST', '/counselling/booking/action', 'liangxiao', {}, 1001);
    const crisisReport = () => call('POST', '/crisis/case/report', 'liangxiao', {}, 1001);
    // Within the term a change reaches its own validation.
    expect((await bookingAction()).body.message).not.toContain('宽限期');

    const ended = addDays(today, -1);
    expect(
      (await call('PUT', '/saas/contract/edit', 'pingtai', form(c, { endDate: ended }))).body.success,
    ).toBe(true);
    const term = await school(1001);
    expect(term?.readOnlyFrom?.toISOString()).toBe(new Date(`${today}T00:00:00+08:00`).toISOString());
    const graceEnd = addDays(ended, CONTRACT_GRACE_DAYS);
    expect(term?.endDate?.toISOString()).toBe(new Date(`${graceEnd}T23:59:59+08:00`).toISOString());
    expect((await byNo('XM-2025-014')).termState).toBe('grace');

    expect((await bookingAction()).body.message).toBe(FEE_MESSAGES.readOnly(ended, graceEnd));
    expect((await crisisReport()).body.message).not.toContain('宽限期');
    // Another school of the same user is not touched.
    expect((await call('POST', '/counselling/booking/action', 'liangxiao', {})).body.message).not.toContain(
      '宽限期',
    );

    // Past the grace period the school is closed: its term is over.
    const longAgo = addDays(today, -(CONTRACT_GRACE_DAYS + 2));
    await call('PUT', '/saas/contract/edit', 'pingtai', form(c, { endDate: longAgo }));
    expect((await school(1001))?.endDate?.getTime()).toBeLessThan(Date.now());
    expect((await bookingAction()).status).toBe(401);

    // A renewal reopens it.
    await call('PUT', '/saas/contract/edit', 'pingtai', form(c, { endDate: addDays(today, 21) }));
    expect((await school(1001))?.readOnlyFrom?.getTime()).toBeGreaterThan(Date.now());
    token.liangxiao = await t.login('liangxiao');
    expect((await bookingAction()).body.message).not.toContain('宽限期');
  });
});

describe('服务合同到期提醒', () => {
  const messages = (tenant: number) =>
    new TenantDb(t.db, tenant).list(sysAnnouncement, {
      where: and(eq(sysAnnouncement.busType, 'sys_tenant_contract')),
    });
  const schoolMessages = async () =>
    (await new TenantDb(t.db, 1000).list(sysAnnouncement)).filter((m) => m.titile.includes('服务合同'));
  const run = (fireTime: Date) =>
    contractReminder({ notifier: t.services.notifier }).run({
      db: new TenantDb(t.db, 1),
      platformDb: t.db,
      parameter: null,
      fireTime,
      log: t.app.log,
    });

  it('is the platform’s job, installed once', async () => {
    const jobs = await new TenantDb(t.db, 1).list(sysQuartzJob, {
      where: eq(sysQuartzJob.jobClassName, CONTRACT_REMIND_CLASS),
    });
    expect(jobs).toHaveLength(1);
    const inSchool = await new TenantDb(t.db, 1000).list(sysQuartzJob, {
      where: eq(sysQuartzJob.jobClassName, CONTRACT_REMIND_CLASS),
    });
    expect(inSchool).toHaveLength(0);
  });

  it('tells the operator and the school at 30 and at 7 days, each once, and only of a school’s last contract', async () => {
    await run(new Date());
    // 中学's contract has 21 days to go: the 30-day reminder. The university's runs 230 more days.
    const first = await messages(1);
    expect(first.map((m) => m.titile)).toEqual(['服务合同即将到期：另一所示范中学']);
    expect(first[0]?.msgContent).toContain('还有 21 天');
    await run(new Date());
    expect(await messages(1)).toHaveLength(1);

    const c = await byNo('XM-2025-001');
    await call('PUT', '/saas/contract/edit', 'pingtai', form(c, { endDate: addDays(today, 5) }));
    await run(new Date());
    const now = await messages(1);
    expect(now.map((m) => m.titile).sort()).toEqual([
      '服务合同即将到期：另一所示范中学',
      '服务合同即将到期：心苗示范大学',
    ]);
    // The university's admin holds 费用管理 and hears of it too; the older contract stays quiet.
    expect((await schoolMessages()).map((m) => m.titile)).toEqual(['本校心理健康服务合同即将到期']);
    await call('PUT', '/saas/contract/edit', 'pingtai', form(c, { endDate: addDays(today, 230) }));
  });
});
