import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type OnlineForm, onlineFormRoutes, sessionRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageLookup } from '../../../access/page-lookup.ts';
import { pageRegistry } from '../../../app/page-registry.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { formField } from '../../../testing/online-records.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { OnlineFormModal } from './OnlineFormModal.tsx';

afterEach(cleanup);

setPageLookup(pageRegistry);

/** The session's permissions, loaded again after each save (the form's menu and buttons change). */
const PERMISSIONS = {
  menu: [
    {
      id: 'designer',
      path: '/online/cgform',
      name: 'online-cgform',
      component: 'modules/online/cgform/OnlCgformHeadList',
      route: '1' as const,
      meta: { keepAlive: false, internalOrExternal: false, title: '表单开发', componentName: 'cgform' },
    },
  ],
  auth: [],
  allAuth: [],
  codeList: [],
  sysSafeMode: false,
};

const weekly: OnlineForm = {
  id: '42',
  code: 'weekly',
  name: '心理委员周报',
  version: 2,
  tree: false,
  mainCode: null,
  mainFormId: null,
  fields: [formField({ no: 3, name: 'className', label: '班级', sortable: true })],
  createBy: 'admin',
  createTime: '2026-09-01 08:00:00',
  updateBy: null,
  updateTime: null,
};

describe('OnlineFormModal', () => {
  it('adds a form with its fields as labels and API names', async () => {
    const fake = fakeApi()
      .on(onlineFormRoutes.add, '添加成功！')
      .on(sessionRoutes.userPermission, PERMISSIONS);
    const onSaved = vi.fn();
    renderInApp(<OnlineFormModal editing={null} open onClose={() => {}} onSaved={onSaved} />);
    fireEvent.change(screen.getByPlaceholderText('请输入表单编码'), { target: { value: 'weekly' } });
    fireEvent.change(screen.getByPlaceholderText('请输入表单名称'), { target: { value: '心理委员周报' } });
    fireEvent.change(screen.getByPlaceholderText('字段名'), { target: { value: 'className' } });
    fireEvent.change(screen.getByPlaceholderText('字段备注'), { target: { value: '班级' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fake.calls(onlineFormRoutes.add)[0]?.body).toMatchObject({
      code: 'weekly',
      name: '心理委员周报',
      fields: [
        { name: 'className', label: '班级', type: 'text', dictCode: null, preset: null, query: 'none' },
      ],
    });
  });

  it('adds a sub-table under its main form by code', async () => {
    const fake = fakeApi()
      .on(onlineFormRoutes.add, '添加成功！')
      .on(sessionRoutes.userPermission, PERMISSIONS);
    const onSaved = vi.fn();
    renderInApp(<OnlineFormModal editing={null} open onClose={() => {}} onSaved={onSaved} />);
    fireEvent.change(screen.getByPlaceholderText('请输入表单编码'), { target: { value: 'signup' } });
    fireEvent.change(screen.getByPlaceholderText('请输入表单名称'), { target: { value: '报名学生' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '表单类型' }));
    fireEvent.click(await screen.findByText('子表（一对多）'));
    fireEvent.change(await screen.findByPlaceholderText('请输入主表的表单编码'), {
      target: { value: 'activity' },
    });
    fireEvent.change(screen.getByPlaceholderText('字段名'), { target: { value: 'student' } });
    fireEvent.change(screen.getByPlaceholderText('字段备注'), { target: { value: '学生' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fake.calls(onlineFormRoutes.add)[0]?.body).toMatchObject({
      code: 'signup',
      tree: false,
      mainCode: 'activity',
    });
  });

  it('keeps a field’s number on edit and sends the typed name as confirmation', async () => {
    const fake = fakeApi()
      .on(onlineFormRoutes.edit, '编辑成功!')
      .on(sessionRoutes.userPermission, PERMISSIONS);
    const onSaved = vi.fn();
    renderInApp(<OnlineFormModal editing={weekly} open onClose={() => {}} onSaved={onSaved} />);
    fireEvent.change(screen.getByPlaceholderText('删除数据时输入表单名称确认'), {
      target: { value: '心理委员周报' },
    });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fake.calls(sessionRoutes.userPermission)).toHaveLength(1);
    expect(fake.calls(onlineFormRoutes.edit)[0]?.body).toMatchObject({
      id: '42',
      confirmName: '心理委员周报',
      fields: [{ no: 3, name: 'className', required: true, query: 'single', sortable: true }],
    });
  });
});
