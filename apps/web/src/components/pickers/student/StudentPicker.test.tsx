import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type StudentDetail, studentRoutes, toPage } from '@xinmiao/shared';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { fakeApi } from '../../../testing/fake-api.ts';
import { StudentPicker } from './StudentPicker.tsx';

afterEach(cleanup);

const student = (id: string, studentNo: string, name: string): StudentDetail => ({
  id,
  studentNo,
  name,
  sex: 1,
  birthday: null,
  idCard: null,
  phone: null,
  classId: 'c1',
  className: '2023级1班',
  classPath: '计算机学院 › 2023级 › 2023级1班',
  enrolYear: 2023,
  studentType: '1',
  studentStatus: '1',
  guardianName: null,
  guardianPhone: null,
  guardianRelation: null,
  username: studentNo,
  createTime: '2026-09-01 08:00:00',
  abilities: { edit: false, transfer: false, graduate: false, delete: false },
});
const FIRST_PAGE = [student('1001', '20230101', '张一')];
const FAR = student('2126678052085645314', '20239999', '王远');

/** A server whose first page lacks 王远: only a search for his 学号 finds him. */
function stubServer() {
  return fakeApi()
    .on(studentRoutes.list, ({ query }) => {
      const records = query.studentNo?.includes('9999') ? [FAR] : FIRST_PAGE;
      return toPage(records, records.length, 1, 20);
    })
    .on(studentRoutes.queryById, ({ query }) =>
      query.id === FAR.id ? FAR : student(query.id ?? '', '0', '?'),
    );
}

function Field({ initial }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <StudentPicker value={value} onChange={setValue} />;
}

function show(initial?: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AppConfigProvider primaryColor="#1890FF">
        <Field initial={initial} />
      </AppConfigProvider>
    </QueryClientProvider>,
  );
}

describe('StudentPicker', { timeout: 30_000 }, () => {
  it('keeps the chosen student’s name once the search moves on, never their id', async () => {
    const fake = stubServer();
    show();
    const box = screen.getByRole('combobox');
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: '9999' } });
    fireEvent.click(await screen.findByText('王远（20239999）2023级1班'));
    // A new search that does not find him, then the box is left: the list no longer holds 王远.
    fireEvent.change(box, { target: { value: '1' } });
    await waitFor(() => expect(fake.calls(studentRoutes.list).at(-1)?.query.studentNo).toBe('*1*'));
    fireEvent.blur(box);
    expect(screen.getAllByTitle('王远（20239999）2023级1班').length).toBeGreaterThan(0);
    expect(screen.queryByTitle(FAR.id)).toBeNull();
    expect(fake.calls(studentRoutes.queryById)).toHaveLength(0);
  });

  it('names a student chosen elsewhere (the address) by reading them by id', async () => {
    const fake = stubServer();
    show(FAR.id);
    expect(await screen.findByTitle('王远（20239999）2023级1班')).toBeTruthy();
    expect(fake.calls(studentRoutes.queryById)[0]?.query).toEqual({ id: FAR.id });
  });
});
