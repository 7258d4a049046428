import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type FormButton, formPermissionCode, onlineFormRoutes, toPage } from '@xinmiao/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { FakeSuccess, fakeApi } from '../../../testing/fake-api.ts';
import { onlineForm } from '../../../testing/online-records.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { FormDataDrawer } from './FormDataDrawer.tsx';

afterEach(() => {
  cleanup();
  accessStore.set(emptyAccess);
});

const visits = onlineForm({ code: 'visits', name: '家访记录' });

/** A form's buttons as the session lists them: the shared gate and the form's own code. */
const grant = (formId: string, ...buttons: FormButton[]) =>
  accessStore.set({
    ...emptyAccess,
    auth: buttons.map((b) => ({
      action: `online:formData:${b},${formPermissionCode(formId, b)}`,
      type: '1',
      describe: b,
    })),
  });

const emptyPage = toPage([], 0, 1, 10);

describe('FormDataDrawer 导入/导出', () => {
  it('shows the buttons only to their holders, and no 导入 on a sub-table', async () => {
    fakeApi().on(onlineFormRoutes.data, emptyPage);
    grant('42', 'list');
    const { unmount } = renderInApp(<FormDataDrawer form={visits} onClose={() => {}} />);
    await screen.findByText('家访记录 · 数据');
    expect(screen.queryByRole('button', { name: /导入/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
    unmount();

    grant('42', 'list', 'import', 'export');
    renderInApp(
      <FormDataDrawer
        form={{ ...visits, id: '43', mainCode: 'visits', mainFormId: '42' }}
        onClose={() => {}}
      />,
    );
    expect(await screen.findByRole('button', { name: /导出/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /导入/ })).toBeNull();
  });

  it("shows none of a form's buttons to a holder of another form's only", async () => {
    fakeApi().on(onlineFormRoutes.data, toPage([{ id: 'r1', className: '高一(1)班' }], 1, 1, 10));
    grant('41', 'list', 'add', 'edit', 'delete', 'import', 'export');
    renderInApp(<FormDataDrawer form={visits} onClose={() => {}} />);
    expect(await screen.findByText('高一(1)班')).toBeTruthy();
    for (const name of [/新\s*增/, /导入/, /导出/]) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
    expect(screen.queryByText('删除')).toBeNull();
  });

  it("imports into the form's code and shows the rejected rows' report", async () => {
    const report = {
      totalCount: 3,
      errorCount: 2,
      successCount: 0,
      msg: '文件导入失败：3 行中有 2 行数据有误，未导入任何数据，请下载错误清单修改后重新导入',
      fileUrl: '/sys/common/static/importError/e.xlsx',
      fileName: '家访记录导入错误清单.xlsx',
    };
    const fake = fakeApi()
      .on(onlineFormRoutes.data, emptyPage)
      .on(onlineFormRoutes.importXls, new FakeSuccess(report, report.msg, 201));
    grant('42', 'list', 'import');
    renderInApp(<FormDataDrawer form={visits} onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: /导入/ }));
    expect(await screen.findByText('导入家访记录')).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['x'], '家访.xlsx')] } });
    const start = screen.getByRole('button', { name: '开始导入' }) as HTMLButtonElement;
    await waitFor(() => expect(start.disabled).toBe(false));
    fireEvent.click(start);
    expect(await screen.findByText(report.msg)).toBeTruthy();
    expect(screen.getByText('下载错误数据')).toBeTruthy();
    const [call] = fake.calls(onlineFormRoutes.importXls);
    expect(call?.url).toBe('/jeecg-boot/online/cgform/api/importXls/visits');
    expect(call?.body instanceof FormData && call.body.get('file')).toBeInstanceOf(File);
  });

  it("exports the form's rows by its code", async () => {
    const fake = fakeApi()
      .on(onlineFormRoutes.data, emptyPage)
      .on(onlineFormRoutes.exportXls, { refuse: '导出数据超过 10000 行，请缩小查询范围或勾选要导出的数据' });
    grant('42', 'list', 'export');
    renderInApp(<FormDataDrawer form={visits} onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: /导出/ }));
    await waitFor(() => expect(fake.calls(onlineFormRoutes.exportXls)).toHaveLength(1));
    expect(fake.calls(onlineFormRoutes.exportXls)[0]?.url).toBe(
      '/jeecg-boot/online/cgform/api/exportXls/visits',
    );
  });
});
