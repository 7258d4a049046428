import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { crisisContactRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { HotlinesPage } from './HotlinesPage.tsx';

afterEach(() => {
  cleanup();
  accessStore.set(emptyAccess);
});

const CONTACTS = {
  hotlines: [{ name: '全国心理援助热线', phone: '12356', hours: '24 小时' }],
  onDutyName: '值班老师',
  onDutyPhone: '8800',
  onDutyHours: '',
  note: '',
};

describe('HotlinesPage', () => {
  it('shows the school’s hotlines and saves an added one', async () => {
    const fake = fakeApi().on(crisisContactRoutes.current, CONTACTS).on(crisisContactRoutes.save, '保存成功');
    accessStore.set({
      ...emptyAccess,
      auth: [{ action: 'crisis:hotline:edit', type: '1', describe: '编辑' }],
    });
    renderInApp(<HotlinesPage />);
    expect(await screen.findByDisplayValue('12356')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /添加热线/ }));
    const names = screen.getAllByPlaceholderText('热线名称');
    const phones = screen.getAllByPlaceholderText('电话');
    fireEvent.change(names[1] as HTMLElement, { target: { value: '希望24热线' } });
    fireEvent.change(phones[1] as HTMLElement, { target: { value: '400-161-9995' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(fake.calls(crisisContactRoutes.save)).toHaveLength(1));
    expect(fake.calls(crisisContactRoutes.save)[0]?.body).toMatchObject({
      hotlines: [CONTACTS.hotlines[0], { name: '希望24热线', phone: '400-161-9995', hours: '' }],
      onDutyName: '值班老师',
    });
  });
});
