import { cleanup, screen } from '@testing-library/react';
import { type LedgerRow, statisticsRoutes, toPage } from '@xinmiao/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { grant } from '../../../testing/grant.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { indexData } from '../../../testing/statistics-records.ts';
import { LedgerPage } from './LedgerPage.tsx';

afterEach(() => {
  cleanup();
  accessStore.set(emptyAccess);
});

const row: LedgerRow = {
  tenantId: 1000,
  schoolName: '心苗示范大学',
  regionCode: '140105',
  regionName: '山西省/太原市/小店区',
  students: 840,
  screenedStudents: 800,
  warningsOpened: 12,
  warningsClosed: '<5',
  warningsOverdue: '<5',
  interviewsOnTime: 9,
  interviewsLate: 0,
  followupsOnTime: 7,
  followupsLate: 0,
  counsellingHours: 36.5,
  completeness: 80,
};

describe('台账管理', () => {
  it("lists each school's ledger items with hidden small counts and offers Excel and PDF", async () => {
    grant('statistics:ledger:export');
    fakeApi()
      .on(statisticsRoutes.schoolLedgerList, toPage([row], 1, 1, 1000))
      .on(statisticsRoutes.indexData, indexData({ scope: 'region', refreshedAt: null, lagMinutes: null }));
    renderInApp(<LedgerPage />);
    expect(await screen.findByText('心苗示范大学')).toBeTruthy();
    expect(screen.getAllByText('<5')).toHaveLength(2);
    expect(screen.getByText('80%')).toBeTruthy();
    expect(screen.getByRole('button', { name: /导出 Excel/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /导出 PDF/ })).toBeTruthy();
    expect(await screen.findByText(/数据尚未汇总/)).toBeTruthy();
  });
});
