import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { AccountSlipModal } from './AccountSlipModal.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AccountSlipModal', () => {
  it('offers the slip once as PDF and Excel, decoded from the reply', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) saved.push(blob);
      return 'blob:slip';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const pdf = btoa('%PDF-1.3 slip');
    render(
      <AppConfigProvider primaryColor="#1890FF">
        <AccountSlipModal
          slip={{ fileName: '学生账号单-2023级1班', pdf, xlsx: btoa('PK') }}
          onClose={() => {}}
        />
      </AppConfigProvider>,
    );
    expect(await screen.findByText(/初始密码只在这里提供一次/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下载 PDF' }));
    fireEvent.click(screen.getByRole('button', { name: '下载 Excel' }));
    expect(saved.map((b) => b.type)).toEqual([
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(await saved[0]?.text()).toBe('%PDF-1.3 slip');
  });
});
