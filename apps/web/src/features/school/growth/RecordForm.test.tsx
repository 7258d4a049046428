import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { filesRoutes, growthRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeSuccess, fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { RecordForm } from './RecordForm.tsx';

afterEach(cleanup);

describe('RecordForm', () => {
  it('enters an award with its rank and date on the student’s file', async () => {
    const fake = fakeApi().on(growthRoutes.addRecord, '添加成功！');
    renderInApp(<RecordForm studentId="s1" />);
    fireEvent.click(screen.getByRole('button', { name: /录\s?入/ }));
    expect(await screen.findByText('请输入名称', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('名称，如 数学建模竞赛一等奖'), {
      target: { value: '数学建模竞赛一等奖' },
    });
    fireEvent.change(screen.getByPlaceholderText('级别或主办方'), { target: { value: '省级' } });
    const date = document.querySelector('input[type="date"]');
    if (!date) throw new Error('no date input');
    fireEvent.change(date, { target: { value: '2025-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: /录\s?入/ }));
    await waitFor(() => expect(fake.calls(growthRoutes.addRecord)).toHaveLength(1));
    expect(fake.calls(growthRoutes.addRecord)[0]?.body).toEqual({
      kind: 'award',
      title: '数学建模竞赛一等奖',
      rank: '省级',
      date: '2025-11-20',
      studentId: 's1',
    });
  });

  it('uploads a certificate into the growth folder and sends its stored path with the record', async () => {
    const stored = 'growth/0123456789abcdef0123456789abcdef.png';
    const fake = fakeApi()
      .on(filesRoutes.upload, new FakeSuccess(null, stored, 0))
      .on(growthRoutes.addRecord, '添加成功！');
    renderInApp(<RecordForm studentId="s1" />);
    const input = document.querySelector('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, {
      target: { files: [new File(['png'], '获奖证书.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('获奖证书.png')).toBeTruthy();
    const form = fake.calls(filesRoutes.upload)[0]?.body;
    expect(form instanceof FormData && form.get('biz')).toBe('growth');
    fireEvent.change(screen.getByPlaceholderText('名称，如 数学建模竞赛一等奖'), {
      target: { value: '三好学生' },
    });
    const date = document.querySelector('input[type="date"]');
    if (!date) throw new Error('no date input');
    fireEvent.change(date, { target: { value: '2025-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: /录\s?入/ }));
    await waitFor(() => expect(fake.calls(growthRoutes.addRecord)).toHaveLength(1));
    expect(fake.calls(growthRoutes.addRecord)[0]?.body).toMatchObject({
      title: '三好学生',
      attachments: [stored],
    });
  });
});
