import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../app/AppConfigProvider.tsx';
import { FakeSuccess, fakeApi } from '../../testing/fake-api.ts';
import { ImportExcelModal } from './ImportExcelModal.tsx';

afterEach(cleanup);

function show(onImported = vi.fn()) {
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <ImportExcelModal open route={userRoutes.importExcel} onClose={() => {}} onImported={onImported} />
    </AppConfigProvider>,
  );
  return onImported;
}

function pick(name: string) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File(['x'], name)] } });
}

function startButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: '开始导入' }) as HTMLButtonElement;
}

describe('ImportExcelModal', () => {
  it('keeps 开始导入 disabled without a file and refuses other types', async () => {
    show();
    expect(startButton().disabled).toBe(true);
    pick('名单.csv');
    expect(await screen.findByText('只能导入 .xls 或 .xlsx 文件')).toBeTruthy();
    expect(startButton().disabled).toBe(true);
  });

  it('shows the partial-failure warning and the error-file link on code 201', async () => {
    const partial = {
      totalCount: 3,
      errorCount: 2,
      successCount: 0,
      msg: '共 3 行，2 行有误，未导入',
      fileUrl: '/sys/common/static/import/e.xlsx',
      fileName: 'e.xlsx',
    };
    const fake = fakeApi().on(userRoutes.importExcel, new FakeSuccess(partial, partial.msg, 201));
    const onImported = show();
    pick('用户.xlsx');
    await waitFor(() => expect(startButton().disabled).toBe(false));
    fireEvent.click(startButton());
    expect((await screen.findAllByText('导入成功,但是有错误数据!')).length).toBeGreaterThan(0);
    expect(screen.getByText('共 3 行，2 行有误，未导入')).toBeTruthy();
    expect(screen.getByText('下载错误数据')).toBeTruthy();
    expect(onImported).toHaveBeenCalled();
    const body = fake.calls(userRoutes.importExcel)[0]?.body;
    expect(body instanceof FormData && body.get('file')).toBeInstanceOf(File);
  });

  it('stays open with the server message on failure', async () => {
    fakeApi().on(userRoutes.importExcel, { refuse: '表头不正确' });
    show();
    pick('用户.xls');
    await waitFor(() => expect(startButton().disabled).toBe(false));
    fireEvent.click(startButton());
    expect((await screen.findAllByText('用户.xls 表头不正确.')).length).toBeGreaterThan(0);
  });
});
