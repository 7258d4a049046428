import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { careerMappingRoutes, careerSettingRoutes, type HollandMapping, toPage } from '@xinmiao/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { fakeApi } from '../../../testing/fake-api.ts';
import { MappingsPage } from './MappingsPage.tsx';

afterEach(cleanup);

const artistic: HollandMapping = {
  id: 'm-a',
  letter: 'A',
  sortNo: 2,
  majorFamilies: ['艺术学', '文学'],
  occupationFamilies: ['专业技术人员'],
  description: '创作、表达和审美',
  updateTime: null,
};

function renderPage(codes: string[]) {
  accessStore.set({
    ...emptyAccess,
    auth: codes.map((action) => ({ action, type: '1', describe: action })),
  });
  const fake = fakeApi()
    .on(careerMappingRoutes.list, toPage([artistic], 1, 1, 10))
    .on(careerMappingRoutes.edit, '编辑成功!')
    .on(careerSettingRoutes.get, { student: true, classStaff: true })
    .on(careerSettingRoutes.edit, '编辑成功!');
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/career/mappings']}>
          <MappingsPage />
        </MemoryRouter>
      </QueryClientProvider>
    </AppConfigProvider>,
  );
  return fake;
}

describe('MappingsPage (专业职业对照)', () => {
  it('narrows who sees career reports: class staff out', async () => {
    const fake = renderPage(['career:mapping:list', 'career:mapping:edit']);
    const classStaff = await screen.findByRole('switch', { name: '班主任、辅导员可见' });
    await waitFor(() => expect(classStaff.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(classStaff);
    await waitFor(() => expect(fake.calls(careerSettingRoutes.edit)).toHaveLength(1));
    expect(fake.calls(careerSettingRoutes.edit)[0]?.body).toEqual({ student: true, classStaff: false });
  });

  it('lists what an area suggests and saves an edit of it', async () => {
    const fake = renderPage(['career:mapping:list', 'career:mapping:edit']);
    expect(await screen.findByText('艺术型（A）')).toBeTruthy();
    expect(screen.getByText('艺术学')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /编\s?辑/ }));
    const note = await screen.findByDisplayValue('创作、表达和审美');
    fireEvent.change(note, { target: { value: '创作与表达' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(fake.calls(careerMappingRoutes.edit)).toHaveLength(1));
    expect(fake.calls(careerMappingRoutes.edit)[0]?.body).toEqual({
      id: 'm-a',
      majorFamilies: ['艺术学', '文学'],
      occupationFamilies: ['专业技术人员'],
      description: '创作与表达',
    });
  });

  it('offers no edit without career:mapping:edit', async () => {
    renderPage(['career:mapping:list']);
    expect(await screen.findByText('艺术型（A）')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /编\s?辑/ })).toBeNull();
  });
});
