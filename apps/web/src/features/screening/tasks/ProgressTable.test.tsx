import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ProgressRow, TaskProgress } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { ProgressTable } from './ProgressTable.tsx';

const row = (
  orgCode: string,
  parentCode: string | null,
  name: string,
  assigned: number,
  submitted: number,
): ProgressRow => ({
  orgCode,
  parentCode,
  name,
  kind: null,
  path: name,
  assigned,
  started: 0,
  declined: 0,
  submitted,
  rate: Math.round((submitted / assigned) * 1000) / 10,
});

const PROGRESS: TaskProgress = {
  total: { assigned: 12, started: 0, declined: 0, submitted: 7, rate: 58.3 },
  rows: [
    row('A01A01', null, '计算机学院', 10, 5),
    row('A01A01A01', 'A01A01', '2023级', 10, 5),
    row('A01A01A01A01', 'A01A01A01', '2023级1班', 10, 5),
    row('A01A02', null, '心理学院', 2, 2),
  ],
};

function show(onRemind?: (row: ProgressRow) => void) {
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <ProgressTable progress={PROGRESS} loading={false} {...(onRemind ? { onRemind } : {})} />
    </AppConfigProvider>,
  );
}

afterEach(cleanup);

describe('task progress tree', { timeout: 30_000 }, () => {
  it('shows colleges first, drills down to grade and class, and totals the task', () => {
    show();
    expect(screen.getByText('计算机学院')).toBeTruthy();
    expect(screen.queryByText('2023级1班')).toBeNull();
    const college = screen.getByText('计算机学院').closest('tr') as HTMLElement;
    fireEvent.click(within(college).getByRole('button', { name: /展开|expand/i }));
    const grade = screen.getByText('2023级').closest('tr') as HTMLElement;
    fireEvent.click(within(grade).getByRole('button', { name: /展开|expand/i }));
    expect(within(screen.getByText('2023级1班').closest('tr') as HTMLElement).getByText('50%')).toBeTruthy();
    const totals = screen.getByText('合计').closest('tr') as HTMLElement;
    expect(within(totals).getByText('12')).toBeTruthy();
    expect(within(totals).getByText('58.3%')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '催测' })).toBeNull();
  });

  it('reminds one college, and offers nothing for a college that has finished', async () => {
    const onRemind = vi.fn();
    show(onRemind);
    const finished = screen.getByText('心理学院').closest('tr') as HTMLElement;
    expect(within(finished).queryByRole('button', { name: '催测' })).toBeNull();
    const college = screen.getByText('计算机学院').closest('tr') as HTMLElement;
    fireEvent.click(within(college).getByRole('button', { name: '催测' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    expect(onRemind).toHaveBeenCalledWith(expect.objectContaining({ orgCode: 'A01A01' }));
  });
});
