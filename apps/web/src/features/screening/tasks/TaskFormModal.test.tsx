import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { packageRoutes, screeningTaskRoutes, toPage } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { TaskFormModal } from './form.tsx';

const PACKAGE = {
  id: 'p1',
  name: '新生心理普查套餐',
  description: '',
  consentText: '',
  status: '1' as const,
  items: [
    {
      id: 'i1',
      scaleCode: 'PHQ9',
      scaleName: 'PHQ-9',
      alias: '',
      sortNo: 0,
      studentCanViewReport: true,
      scaleEnabled: true,
    },
  ],
  createBy: null,
  createTime: null,
  updateBy: null,
  updateTime: null,
};

afterEach(cleanup);

function renderForm(onSaved = vi.fn()) {
  renderInApp(<TaskFormModal open editing={null} onClose={vi.fn()} onSaved={onSaved} />);
}

/** Types a date into an antd picker and confirms it with Enter, as a keyboard user would. */
function typeDate(placeholder: string, value: string) {
  const input = screen.getByPlaceholderText(placeholder);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('新建测评任务', { timeout: 60_000 }, () => {
  it('marks the end time as required, keeps an end time picked without a start and takes 学生可查看报告 from the package', async () => {
    const api = fakeApi()
      .on(packageRoutes.list, toPage([PACKAGE], 1, 1, 200))
      .on(screeningTaskRoutes.targetTree, [])
      .on(screeningTaskRoutes.matchCount, { count: 30 })
      .on(screeningTaskRoutes.add, { id: 't1' });
    const onSaved = vi.fn();
    renderForm(onSaved);

    const endLabel = await screen.findByText('结束时间', { selector: 'label' });
    expect(endLabel.className).toContain('ant-form-item-required');

    fireEvent.change(screen.getByLabelText('任务名称'), { target: { value: '春季普查' } });
    fireEvent.mouseDown(screen.getByLabelText('测评套餐'));
    fireEvent.click(await screen.findByTitle('新生心理普查套餐'));
    typeDate('结束时间', '2026-12-20 18:00:00');
    const footer = document.querySelector('.ant-modal-footer') as HTMLElement;
    fireEvent.click(within(footer).getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(api.calls(screeningTaskRoutes.add)).toHaveLength(1));
    expect(api.calls(screeningTaskRoutes.add)[0]?.body).toMatchObject({
      name: '春季普查',
      packageId: 'p1',
      startAt: '',
      endAt: '2026-12-20 18:00:00',
      // 学生可查看报告 follows the package, whose PHQ-9 lets the student view their report.
      studentCanViewReport: true,
    });
  });
});
