import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { scaleRoutes, toPage } from '@xinmiao/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { IMPORT_AS_VERSION_NOTE, ImportItemsModal } from './ImportItemsModal.tsx';

const scalePage = toPage(
  [
    {
      id: 'GAD7',
      code: 'GAD7',
      name: '广泛性焦虑量表',
      source: 'builtin' as const,
      itemCount: 8,
      dimensionCount: 0,
      clinical: true,
      currentVersion: '1.0',
      enabled: true,
      createTime: null,
    },
  ],
  1,
  1,
  100,
);

const rejection = {
  refuse: '题库校验未通过，未导入任何数据（共 1 处错误）',
  result: { version: null, imported: 0, errors: [{ row: 3, field: '题目', message: '题目文字不能为空' }] },
};

function renderModal() {
  const fake = fakeApi().on(scaleRoutes.list, scalePage).on(scaleRoutes.importItemsFile, rejection);
  const view = renderInApp(<ImportItemsModal open onClose={() => {}} onImported={() => {}} />);
  return { fake, view };
}

const startButton = () => screen.getByRole('button', { name: '开始导入' }) as HTMLButtonElement;

afterEach(cleanup);

describe('ImportItemsModal file upload', () => {
  it('starts disabled, enables with a file and shows every row error of a rejection', async () => {
    const { fake } = renderModal();
    expect(screen.getByText(IMPORT_AS_VERSION_NOTE)).toBeTruthy();
    expect(startButton().disabled).toBe(true);
    expect((screen.getByRole('button', { name: /下载模板/ }) as HTMLButtonElement).disabled).toBe(true);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('.xls,.xlsx,.json');
    const file = new File(['PK'], 'bank.xlsx');
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(startButton().disabled).toBe(false));

    fireEvent.click(startButton());
    expect(await screen.findByText('请选择量表', { selector: '.ant-alert-title' })).toBeTruthy();

    fireEvent.mouseDown(document.querySelector('.ant-select') as Element);
    fireEvent.click(
      await screen.findByText('广泛性焦虑量表（GAD7）', { selector: '.ant-select-item-option-content' }),
    );
    fireEvent.click(startButton());
    expect(
      await screen.findByText(`bank.xlsx ${rejection.refuse}.`, { selector: '.ant-alert-title' }),
    ).toBeTruthy();
    expect(screen.getByText('题目文字不能为空')).toBeTruthy();
    const form = fake.calls(scaleRoutes.importItemsFile)[0]?.body as FormData;
    expect([form.get('scaleCode'), (form.get('file') as File).name]).toEqual(['GAD7', 'bank.xlsx']);
  });
});
