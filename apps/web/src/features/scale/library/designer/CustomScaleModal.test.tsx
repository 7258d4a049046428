import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../../../app/AppConfigProvider.tsx';
import { CustomScaleModal } from '../CustomScaleModal.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AppConfigProvider primaryColor="#1890FF">
        <CustomScaleModal editing={{ mode: 'add' }} onClose={() => {}} onSaved={() => {}} />
      </AppConfigProvider>
    </QueryClientProvider>,
  );
}

describe('新增自定义量表 designer', () => {
  it('opens on the form with the template, not the JSON box', async () => {
    show();
    expect(((await screen.findByLabelText('量表名称')) as HTMLInputElement).value).toBe('自定义量表名称');
    expect(screen.queryByLabelText('量表定义 JSON')).toBeNull();
    expect(screen.getByRole('tab', { name: '高级（JSON）' })).toBeTruthy();
  });

  it('refuses to save the untouched template', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    show();
    await screen.findByLabelText('量表名称');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/这是未修改的示例模板/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the engine problems in Chinese', async () => {
    show();
    fireEvent.change(await screen.findByLabelText('量表代码'), { target: { value: 'bad code' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/量表代码须为大写字母开头/)).toBeTruthy();
  });

  it('keeps form and JSON tab in step and saves an edited scale', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ success: true, code: 200, message: '添加成功！', result: '添加成功！' }),
          {
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    show();
    fireEvent.change(await screen.findByLabelText('量表代码'), { target: { value: 'SCHOOL_MOOD' } });
    fireEvent.click(screen.getByRole('tab', { name: '高级（JSON）' }));
    const box = (await screen.findByLabelText('量表定义 JSON')) as HTMLTextAreaElement;
    expect(box.value).toContain('"SCHOOL_MOOD"');
    fireEvent.change(box, { target: { value: box.value.replace('自定义量表名称', '本校情绪量表') } });
    fireEvent.click(screen.getByRole('tab', { name: '基本信息' }));
    expect(((await screen.findByLabelText('量表名称')) as HTMLInputElement).value).toBe('本校情绪量表');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/saas/devEvalTableinfo/add');
    expect(JSON.parse(String(init.body))).toMatchObject({ code: 'SCHOOL_MOOD', name: '本校情绪量表' });
  });
});
