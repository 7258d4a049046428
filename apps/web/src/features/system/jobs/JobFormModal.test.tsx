import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type QuartzJob, quartzRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { JobFormModal } from './JobFormModal.tsx';

const handlers = [
  { jobClassName: 'cleanupJob', name: '清理过期文件', parameterHint: '保留天数，如 30' },
  { jobClassName: 'reminderJob', name: '预约提醒', parameterHint: '' },
];

const job: QuartzJob = {
  id: 'j1',
  jobClassName: 'cleanupJob',
  cronExpression: '0 0 2 * * ?',
  parameter: null,
  description: '每晚清理',
  status: -1,
  createBy: 'admin',
  createTime: '2026-09-01 08:00:00',
  updateBy: null,
  updateTime: null,
};

afterEach(cleanup);

describe('JobFormModal', () => {
  it('shows the chosen handler’s parameter hint and sends the edited job', async () => {
    const fake = fakeApi().on(quartzRoutes.edit, '更新定时任务成功!');
    const onSaved = vi.fn();
    renderInApp(<JobFormModal open editing={job} handlers={handlers} onClose={() => {}} onSaved={onSaved} />);
    const parameter = await screen.findByPlaceholderText('保留天数，如 30');
    fireEvent.change(parameter, { target: { value: ' 30 ' } });
    fireEvent.change(screen.getByPlaceholderText('请输入描述'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fake.calls(quartzRoutes.edit)[0]?.body).toEqual({
      id: 'j1',
      jobClassName: 'cleanupJob',
      cronExpression: '0 0 2 * * ?',
      parameter: '30',
      description: null,
      status: -1,
    });
  });

  it('refuses a malformed cron expression before sending', async () => {
    const fake = fakeApi().on(quartzRoutes.edit, '更新定时任务成功!');
    renderInApp(
      <JobFormModal open editing={job} handlers={handlers} onClose={() => {}} onSaved={() => {}} />,
    );
    fireEvent.change(screen.getByPlaceholderText('请输入cron表达式'), { target: { value: '0 0' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')).not.toBeNull(), {
      timeout: 5000,
    });
    expect(fake.calls(quartzRoutes.edit)).toHaveLength(0);
  });
});
