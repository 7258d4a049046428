import { cleanup, screen } from '@testing-library/react';
import { statisticsRoutes } from '@xinmiao/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { emptySession, sessionStore } from '../../../access/session-store.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { grant } from '../../../testing/grant.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { indexData } from '../../../testing/statistics-records.ts';
import { RoleCards } from './RoleCards.tsx';

afterEach(() => {
  cleanup();
  accessStore.set(emptyAccess);
  sessionStore.set(emptySession);
});

const index = indexData();

describe('home role cards', () => {
  it("show a school's open and overdue cases, coverage and the way to the cockpits", async () => {
    sessionStore.set({ ...emptySession, tenantid: 1000 });
    grant('statistics:view', 'cockpit:view');
    const fake = fakeApi().on(statisticsRoutes.indexData, index);
    renderInApp(
      <MemoryRouter>
        <RoleCards />
      </MemoryRouter>,
    );
    expect(await screen.findByText('本校概况')).toBeTruthy();
    expect(await screen.findByText('95.2%')).toBeTruthy();
    expect(screen.getByText('<5')).toBeTruthy();
    // The freshness sits under the title: beside it, a phone cut the title to 「本校…」.
    const freshness = screen.getByText('数据更新于 2026-11-27 08:00:00（3 分钟前）');
    expect(freshness.closest('.ant-card-head')).toBeNull();
    expect(screen.getByRole('button', { name: '总体概况驾驶舱' })).toBeTruthy();
    expect(fake.calls(statisticsRoutes.indexData)[0]?.body).toEqual({ xzqhDm: '140000' });
  });

  it("title a 辅导员's figures with the college the server narrowed them to", async () => {
    sessionStore.set({ ...emptySession, tenantid: 1000 });
    grant('statistics:view', 'cockpit:view');
    fakeApi().on(statisticsRoutes.indexData, { ...index, unit: '计算机学院' });
    renderInApp(
      <MemoryRouter>
        <RoleCards />
      </MemoryRouter>,
    );
    expect(await screen.findByText('计算机学院概况')).toBeTruthy();
    expect(screen.queryByText('本校概况')).toBeNull();
  });

  it("show a 教育局 its region's schools and their ranking, told by the region scope", async () => {
    sessionStore.set({ ...emptySession, tenantid: 2000 });
    grant('statistics:view', 'cockpit:view');
    const fake = fakeApi()
      .on(statisticsRoutes.indexData, { ...index, scope: 'region', schools: 3 })
      .on(statisticsRoutes.topSchoolLedger, [
        { tenantId: 1000, name: '心苗示范大学', regionName: '小店区', completeness: 80 },
      ]);
    renderInApp(
      <MemoryRouter>
        <RoleCards />
      </MemoryRouter>,
    );
    expect(await screen.findByText('所辖学校概况')).toBeTruthy();
    expect(await screen.findByText('学校数')).toBeTruthy();
    expect(await screen.findByText('小店区')).toBeTruthy();
    expect(screen.getByText('80%')).toBeTruthy();
    expect(fake.calls(statisticsRoutes.topSchoolLedger)).toHaveLength(1);
    expect(fake.calls(statisticsRoutes.indexData)[0]?.body).toEqual({ xzqhDm: '140000' });
  });

  it('show nothing to a user who may read no statistics', () => {
    sessionStore.set({ ...emptySession, tenantid: 1000 });
    grant();
    const { container } = renderInApp(
      <MemoryRouter>
        <RoleCards />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('');
  });
});
