import { cleanup, screen } from '@testing-library/react';
import { feeRoutes, type ServiceContract, toPage } from '@xinmiao/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { emptySession, sessionStore } from '../../../access/session-store.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { FeePage } from './FeePage.tsx';

afterEach(() => {
  cleanup();
  accessStore.set(emptyAccess);
  sessionStore.set(emptySession);
});

const contract: ServiceContract = {
  id: '1',
  schoolId: 1001,
  schoolName: '另一所示范中学',
  contractNo: 'XM-2025-014',
  packageCode: 'basic',
  beginDate: '2025-12-19',
  endDate: '2026-12-19',
  amount: 24_000,
  paidAmount: 12_000,
  payState: 'partial',
  invoices: [{ no: '04401122', amount: 12_000, issuedOn: '2025-12-23' }],
  invoicedAmount: 12_000,
  termState: 'expiring',
  daysLeft: 21,
  remark: null,
  createTime: '2025-12-19 10:00:00',
};

describe('费用管理', () => {
  it('lists every school’s contracts for the operator, with payment and term state', async () => {
    sessionStore.set({ ...emptySession, tenantid: 1 });
    accessStore.set({
      ...emptyAccess,
      auth: ['add', 'edit', 'export'].map((a) => ({
        action: `statistics:fee:${a}`,
        type: '1',
        describe: '',
      })),
    });
    fakeApi().on(feeRoutes.list, toPage([contract], 1, 1, 10));
    renderInApp(
      <MemoryRouter initialEntries={['/statistics/fee']}>
        <FeePage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('另一所示范中学')).toBeTruthy();
    expect(screen.getByText('部分付款')).toBeTruthy();
    expect(screen.getByText('即将到期（21 天）')).toBeTruthy();
    expect(screen.getAllByText('24,000.00')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /新增/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /导出/ })).toBeTruthy();
  });

  it('shows a school its own contracts read-only and the grace period it is in', async () => {
    sessionStore.set({ ...emptySession, tenantid: 1001 });
    fakeApi().on(feeRoutes.mine, {
      contracts: [{ ...contract, termState: 'grace', daysLeft: -3, endDate: '2026-11-24' }],
      serviceEnd: '2026-11-24',
      accessEnd: '2026-12-24',
      readOnly: true,
    });
    renderInApp(<FeePage />);
    expect(
      await screen.findByText('服务合同已于 2026-11-24 到期，学校处于只读宽限期（至 2026-12-24）'),
    ).toBeTruthy();
    expect(screen.getByText('只读宽限期')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
  });
});
