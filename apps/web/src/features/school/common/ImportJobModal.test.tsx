import { cleanup, screen } from '@testing-library/react';
import { type ImportJob, studentImportRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeSuccess, fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { ImportProgress } from './ImportJobModal.tsx';

const job = (over: Partial<ImportJob>): ImportJob => ({
  id: 'j1',
  fileName: 'students.xlsx',
  status: 'running',
  allOrNothing: false,
  total: 200,
  processed: 100,
  okCount: 100,
  errorCount: 0,
  errors: [],
  message: null,
  createTime: '2026-11-23 10:00:00',
  ...over,
});

function renderProgress(state: ImportJob, code = 200) {
  fakeApi().on(studentImportRoutes.status, new FakeSuccess(state, state.message ?? '', code));
  renderInApp(<ImportProgress routes={studentImportRoutes} jobId="j1" onFinished={() => {}} />);
}

afterEach(cleanup);

describe('ImportProgress', () => {
  it('shows the share of rows written while the job runs', async () => {
    renderProgress(job({}));
    expect(await screen.findByText('50%')).toBeTruthy();
    expect(screen.queryByText('下载错误报告')).toBeNull();
  });

  it('a finished job with bad rows: the summary, the error report and the first errors', async () => {
    const message = '总上传行数：3，已导入行数：2，错误行数：1';
    renderProgress(
      job({
        status: 'done',
        total: 2,
        processed: 2,
        okCount: 2,
        errorCount: 1,
        message,
        errors: [{ row: 4, field: '身份证号', message: '请输入正确的身份证号码' }],
      }),
      201,
    );
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: /下载错误报告/ })).toBeTruthy();
    expect(screen.getByText('请输入正确的身份证号码')).toBeTruthy();
  });

  it('a failed all-or-nothing job says nothing was written', async () => {
    const message = '存在 1 行错误，未导入任何数据';
    renderProgress(job({ status: 'failed', total: 0, processed: 0, okCount: 0, errorCount: 1, message }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(document.querySelector('.ant-progress-status-exception')).not.toBeNull();
  });
});
