import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type Student, structureRoutes, studentRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { StudentFormModal } from './StudentFormModal.tsx';

function renderForm() {
  const fake = fakeApi().on(structureRoutes.classes, []);
  renderInApp(<StudentFormModal open editing={null} onClose={() => {}} onSaved={() => {}} />);
  return fake;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(cleanup);

describe('StudentFormModal', () => {
  it('shows the shared required messages', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('请输入学号', {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('请输入姓名')).toBeTruthy();
    expect(await screen.findByText('请选择班级')).toBeTruthy();
  });

  it('checks the ID card (pattern and check digit), phones and the 学号 pattern like the import', async () => {
    const fake = renderForm();
    fill('学号', '2023-01');
    fill('身份证号', '110105194912310021');
    fill('手机号', '123');
    fill('入学年份', '1800');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('请输入正确的身份证号码', {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('请输入20位以内的英文字符和数字')).toBeTruthy();
    expect(await screen.findByText('请输入正确手机号')).toBeTruthy();
    expect(await screen.findByText('入学年份不正确')).toBeTruthy();
    expect(fake.calls(studentRoutes.add)).toHaveLength(0);
  });

  it('accepts a valid ID card with its check digit', async () => {
    renderForm();
    fill('身份证号', '11010519491231002X');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await screen.findByText('请输入学号', {}, { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByText('请输入正确的身份证号码')).toBeNull(), { timeout: 10_000 });
  });

  it('edits a student without sending the masked numbers back', async () => {
    const student: Student = {
      id: 'st1',
      studentNo: '20230101',
      name: '张三',
      sex: 1,
      birthday: '2010-01-01',
      idCard: '110***********002X',
      phone: '138****0000',
      classId: 'cl1',
      className: '一班',
      classPath: '初中部 › 2023级 › 一班',
      enrolYear: 2023,
      studentType: '1',
      studentStatus: '1',
      guardianName: '张父',
      guardianPhone: '139****0000',
      guardianRelation: '父亲',
      username: '20230101',
      createTime: '2026-09-01 08:00:00',
    };
    const fake = fakeApi().on(structureRoutes.classes, []).on(studentRoutes.edit, '编辑成功!');
    const onSaved = vi.fn();
    renderInApp(<StudentFormModal open editing={student} onClose={() => {}} onSaved={onSaved} />);
    expect(screen.getByText('编辑学生')).toBeTruthy();
    fill('姓名', '张小三');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 5000 });
    expect(fake.calls(studentRoutes.edit)[0]?.body).toEqual({
      id: 'st1',
      studentNo: '20230101',
      name: '张小三',
      sex: 1,
      birthday: '2010-01-01',
      idCard: '',
      phone: '',
      classId: 'cl1',
      enrolYear: '2023',
      studentType: '1',
      studentStatus: '1',
      guardianName: '张父',
      guardianPhone: '',
      guardianRelation: '父亲',
    });
  });
});
