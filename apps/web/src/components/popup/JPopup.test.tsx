import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { cgreportRoutes, type RouteResult, toPage } from '@xinmiao/shared';
import { Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppConfigProvider } from '../../app/AppConfigProvider.tsx';
import { fakeApi } from '../../testing/fake-api.ts';
import { JPopup } from './JPopup.tsx';

afterEach(cleanup);

const COLUMNS: RouteResult<typeof cgreportRoutes.rpColumns> = {
  columns: [
    { title: '账号', dataIndex: 'username', align: 'center', sorter: true },
    { title: '姓名', dataIndex: 'realname', align: 'center', sorter: true },
    { title: '性别', dataIndex: 'sex', align: 'center', sorter: false, customRender: 'sex' },
  ],
  dictOptions: { sex: [{ value: '1', text: '男', title: '男', label: '男', color: null, jsonObject: null }] },
  cgRpConfigId: '42',
  cgRpConfigName: '用户选择',
  defaultSorter: null,
  fieldHrefSlots: [],
  isGroupTitle: false,
};
const ROWS = [
  { id: '1', username: 'admin', realname: '管理员', sex: 1 },
  { id: '2', username: 'xinli', realname: '心理老师', sex: 1 },
];

function serve(columnsOk = true) {
  return fakeApi()
    .on(cgreportRoutes.rpColumns, columnsOk ? COLUMNS : { refuse: '实体不存在' })
    .on(cgreportRoutes.queryInfo, [
      { field: 'username', label: '账号', view: 'text', mode: 'single', hidden: '0' },
    ])
    .on(cgreportRoutes.data, toPage(ROWS, 2, 1, 10));
}

function show(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AppConfigProvider primaryColor="#1890FF">{node}</AppConfigProvider>
    </QueryClientProvider>,
  );
}

function FormWithPopup({ onForm, multi }: { onForm: (form: FormInstance) => void; multi?: boolean }) {
  const [form] = Form.useForm();
  onForm(form);
  return (
    <Form form={form}>
      <Form.Item name="user" label="用户">
        <JPopup code="user_select" orgFields="username,realname" destFields="user,name" multi={multi} />
      </Form.Item>
      <Form.Item name="name" hidden>
        <input />
      </Form.Item>
    </Form>
  );
}

describe('JPopup', () => {
  it('says what is wrong with its configuration and renders nothing', async () => {
    serve();
    show(<JPopup code="user_select" orgFields="username" />);
    expect(await screen.findByText('popup参数未正确配置!')).toBeTruthy();
    cleanup();
    show(<JPopup code="user_select" orgFields="username,realname" destFields="user" />);
    expect(await screen.findByText('popup参数未正确配置,原始值和目标值数量不一致!')).toBeTruthy();
    expect(screen.queryByLabelText('请选择')).toBeNull();
  });

  it('single mode: asks for one row, then fills every target field of the form', async () => {
    const fake = serve();
    let form: FormInstance | undefined;
    show(<FormWithPopup onForm={(f) => (form = f)} />);
    fireEvent.click(screen.getByLabelText('请选择'));
    expect(await screen.findByText('用户选择')).toBeTruthy();
    expect(await screen.findByText('心理老师')).toBeTruthy();
    expect(screen.getAllByText('男').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请选择一条记录')).toBeTruthy();
    fireEvent.click(screen.getByText('心理老师'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(form?.getFieldsValue(['user', 'name'])).toEqual({ user: 'xinli', name: '心理老师' }),
    );
    const [dataCall] = fake.calls(cgreportRoutes.data);
    expect(dataCall?.url).toContain('/getData/42?');
    expect(dataCall?.query).toMatchObject({ pageNo: '1', pageSize: '10' });
  });

  it('multi mode joins the chosen rows with commas', async () => {
    serve();
    let form: FormInstance | undefined;
    show(<FormWithPopup multi onForm={(f) => (form = f)} />);
    fireEvent.click(screen.getByLabelText('请选择'));
    fireEvent.click(await screen.findByText('管理员'));
    fireEvent.click(screen.getByText('心理老师'));
    expect(screen.getByText('2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(form?.getFieldsValue(['user', 'name'])).toEqual({
        user: 'admin,xinli',
        name: '管理员,心理老师',
      }),
    );
  });

  it('shows 出错了 / Popup初始化失败 when the report cannot be loaded', async () => {
    serve(false);
    show(<JPopup code="nope" orgFields="username" destFields="user" />);
    fireEvent.click(screen.getByLabelText('请选择'));
    await screen.findAllByText('出错了');
    expect(screen.getAllByText(/Popup初始化失败，请检查你的配置或稍后重试！/).length).toBe(1);
  });
});
