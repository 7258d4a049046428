import { cleanup, screen } from '@testing-library/react';
import {
  bookingRoutes,
  feeRoutes,
  type ScreeningTask,
  type ServiceContract,
  screeningTaskRoutes,
  toPage,
} from '@xinmiao/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { emptySession, sessionStore } from '../../../access/session-store.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { grant } from '../../../testing/grant.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { WorkCards } from './WorkCards.tsx';

afterEach(() => {
  cleanup();
  accessStore.set(emptyAccess);
  sessionStore.set(emptySession);
});

const contract = (
  id: string,
  termState: ServiceContract['termState'],
  payState: ServiceContract['payState'],
) =>
  ({
    id,
    schoolId: 1000,
    schoolName: '心苗示范大学',
    contractNo: `HT-${id}`,
    packageCode: 'standard',
    beginDate: '2026-01-01',
    endDate: '2026-12-31',
    amount: 1000,
    paidAmount: payState === 'paid' ? 1000 : 0,
    payState,
    invoices: [],
    invoicedAmount: 0,
    termState,
    daysLeft: 20,
    remark: null,
    createTime: '2026-01-01 08:00:00',
  }) as ServiceContract;

const render = () =>
  renderInApp(
    <MemoryRouter>
      <WorkCards />
    </MemoryRouter>,
  );

describe('home work cards', () => {
  it('show the platform operator its contracts: running out, in grace, not fully paid', async () => {
    sessionStore.set({ ...emptySession, tenantid: 1 });
    grant('statistics:fee:list', 'screening:task:list', 'crisis:warning:list');
    const rows = [
      contract('1', 'expiring', 'paid'),
      contract('2', 'active', 'partial'),
      contract('3', 'grace', 'unpaid'),
    ];
    fakeApi().on(feeRoutes.list, toPage(rows, 3, 1, 500));
    render();
    expect(await screen.findByText('学校与合同')).toBeTruthy();
    const figure = async (title: string) =>
      (await screen.findByText(title)).closest('.ant-statistic')?.querySelector('.ant-statistic-content')
        ?.textContent;
    expect(await figure('服务合同')).toBe('3');
    expect(await figure('即将到期')).toBe('1');
    expect(await figure('只读宽限期')).toBe('1');
    expect(await figure('未付清')).toBe('2');
    // The platform's own tenant has no school work: no task or warning cards.
    expect(screen.queryByText('测评任务')).toBeNull();
    expect(screen.queryByRole('button', { name: '危机预警' })).toBeNull();
  });

  it("show a school's staff the running tasks in reach and the way to their work", async () => {
    sessionStore.set({ ...emptySession, tenantid: 1000 });
    grant('screening:task:list', 'screening:task:publish', 'crisis:warning:list', 'counselling:booking:list');
    const fake = fakeApi()
      .on(screeningTaskRoutes.list, toPage([], 4, 1, 1))
      .on(bookingRoutes.today, { total: 5, statuses: [{ status: 'confirmed', count: 5 }] });
    render();
    expect(await screen.findByText('测评任务')).toBeTruthy();
    expect(
      (await screen.findByText('进行中')).closest('.ant-statistic')?.querySelector('.ant-statistic-content')
        ?.textContent,
    ).toBe('4');
    expect(fake.calls(screeningTaskRoutes.list)[0]?.query).toMatchObject({ taskStatus: 'open' });
    expect(screen.getByRole('button', { name: '危机预警' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '预约管理' })).toBeTruthy();
    expect(
      (await screen.findByText('已确认')).closest('.ant-statistic')?.querySelector('.ant-statistic-content')
        ?.textContent,
    ).toBe('5');
    expect(screen.getByText('今日预约')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '约谈记录' })).toBeNull();
    expect(screen.queryByText('学校与合同')).toBeNull();
  });

  it("show a 辅导员 (and a 班主任) the running tasks' progress over their own students, and links", async () => {
    sessionStore.set({ ...emptySession, tenantid: 1000 });
    // The demo 班主任's grants that a home card could count.
    grant(
      'screening:task:list',
      'screening:result:list',
      'crisis:warning:list',
      'school:class:list',
      'school:student:list',
      'growth:file:list',
      'career:plan:list',
    );
    const task = (id: string, name: string): ScreeningTask => ({
      id,
      name,
      taskStatus: 'open',
      packageId: 'p1',
      packageName: '心理普查套餐',
      startAt: '2026-11-01 08:00:00',
      endAt: '2026-12-01 08:00:00',
      makeupEndAt: null,
      targets: { departIds: [], enrolYears: [], studentTypes: [], studentStatuses: [] },
      scales: [],
      consentText: '',
      guardianConsent: false,
      studentCanViewReport: false,
      publishedAt: '2026-11-01 08:00:00',
      assigned: 900,
      submitted: 700,
      createTime: '2026-10-30 08:00:00',
    });
    const counts = (assigned: number, submitted: number) => ({
      assigned,
      started: 0,
      declined: 0,
      submitted,
      rate: Math.round((submitted / assigned) * 1000) / 10,
    });
    const fake = fakeApi()
      .on(screeningTaskRoutes.list, toPage([task('t1', '秋季心理普查'), task('t2', '新生适应')], 2, 1, 5))
      .on(screeningTaskRoutes.progress, ({ query }) => ({
        total: query.id === 't1' ? counts(60, 45) : counts(40, 10),
        rows: [],
      }));
    render();
    expect(await screen.findByText('负责范围的测评任务')).toBeTruthy();
    expect(await screen.findByText('已提交 45 / 60（75%）')).toBeTruthy();
    expect(await screen.findByText('已提交 10 / 40（25%）')).toBeTruthy();
    expect(fake.calls(screeningTaskRoutes.list)[0]?.query).toMatchObject({ taskStatus: 'open' });
    expect(
      fake
        .calls(screeningTaskRoutes.progress)
        .map((c) => c.query.id)
        .sort(),
    ).toEqual(['t1', 't2']);
    // Warnings stay a link to their page (its own narrowing and read audit); the tasks have the card's.
    expect(screen.getByRole('button', { name: '危机预警' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '测评任务' })).toBeNull();
    expect(screen.queryByText('今日预约')).toBeNull();
  });

  it('show nothing to an account without such work', () => {
    sessionStore.set({ ...emptySession, tenantid: 1000 });
    grant('statistics:view');
    const { container } = render();
    expect(container.textContent).toBe('');
  });
});
