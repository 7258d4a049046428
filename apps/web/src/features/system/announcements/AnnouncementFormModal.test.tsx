import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { announcementRoutes, sessionRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { AnnouncementFormModal } from './AnnouncementFormModal.tsx';

afterEach(cleanup);

describe('AnnouncementFormModal', () => {
  it('adds a notice to everyone with JeecgBoot’s body', async () => {
    const fake = fakeApi()
      .on(sessionRoutes.dictItems, [])
      .on(announcementRoutes.openPages, [])
      .on(announcementRoutes.add, '添加成功！');
    const onSaved = vi.fn();
    renderInApp(<AnnouncementFormModal editing={null} open onClose={() => {}} onSaved={onSaved} />);
    fireEvent.change(screen.getByPlaceholderText('请输入标题'), { target: { value: ' 期末安排 ' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 5000 });
    expect(fake.calls(announcementRoutes.add)[0]?.body).toEqual({
      titile: '期末安排',
      msgCategory: '1',
      priority: 'L',
      msgType: 'ALL',
      userIds: '',
      openType: '',
      openPage: '',
      msgContent: '',
    });
  });

  it('asks for the users once 指定用户 is chosen', async () => {
    const fake = fakeApi()
      .on(sessionRoutes.dictItems, [])
      .on(announcementRoutes.openPages, [])
      .on(announcementRoutes.add, '添加成功！');
    renderInApp(<AnnouncementFormModal editing={null} open onClose={() => {}} onSaved={() => {}} />);
    fireEvent.change(screen.getByPlaceholderText('请输入标题'), { target: { value: '期末安排' } });
    fireEvent.click(screen.getByLabelText('指定用户'));
    await waitFor(() => expect(screen.getAllByText('指定用户')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请选择指定用户', {}, { timeout: 5000 })).toBeTruthy();
    expect(fake.calls(announcementRoutes.add)).toHaveLength(0);
  });
});
