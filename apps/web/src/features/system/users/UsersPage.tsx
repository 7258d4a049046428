import { DownloadOutlined, DownOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { departRoutes, type UserRecord, userRoutes } from '@xinmiao/shared';
import { App, Button, Card, Dropdown, Form, Input, Select, Space, Table, TreeSelect } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useChange } from '../../../components/list/use-change.ts';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { ImportUsersModal } from './ImportUsersModal.tsx';
import { ResetPasswordModal } from './ResetPasswordModal.tsx';
import { UserFormModal } from './UserFormModal.tsx';
import { tableScrollX, type UserRow, userColumns } from './user-columns.tsx';
import { exportUsers } from './user-files.ts';

type Editing = { row: UserRecord; roles: string[]; departs: string[] } | null;

/** 用户管理: search, add/edit with roles and departments, freeze, password reset, import/export, batch actions. */
export function UsersPage() {
  const list = useListPage(userRoutes.list, {
    queryKey: ['sys-users'],
    search: { username: 'like', realname: 'like', phone: 'like', status: 'exact', departId: 'exact' },
  });
  const departs = useQuery({ queryKey: ['depart-id-tree'], queryFn: () => api(departRoutes.queryIdTree) });
  const [form, setForm] = useState<{ editing: Editing } | null>(null);
  const [resetting, setResetting] = useState<UserRecord | null>(null);
  const [importing, setImporting] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const { can } = useAccess();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: ['sys-users'] });
  const change = useChange(['sys-users']);
  const run = (call: () => Promise<unknown>, removed = 0) =>
    change(call, () => {
      if (removed) list.afterDelete(removed);
      setSelected([]);
    });

  const openEdit = async (row: UserRecord) => {
    try {
      const [roles, departs] = await Promise.all([
        api(userRoutes.queryUserRole, { query: { userid: row.id } }),
        api(userRoutes.userDepartList, { query: { userId: row.id } }),
      ]);
      setForm({ editing: { row, roles, departs: departs.map((d) => d.value) } });
    } catch (error) {
      reportError(error);
    }
  };
  const freeze = (ids: string[], status: 1 | 2) =>
    run(() => api(userRoutes.frozenBatch, { body: { ids: ids.join(','), status } }));

  const columns = userColumns(
    {
      can,
      edit: (row) => void openEdit(row),
      password: setResetting,
      freeze: (row, status) => freeze([row.id], status),
      remove: (row) => run(() => api(userRoutes.delete, { query: { id: row.id } }), 1),
    },
    list.sortOrder,
  );

  const batch = (key: string) => {
    if (!selected.length) {
      message.warning('请选择一条记录！');
      return;
    }
    if (key === 'delete') {
      modal.confirm({
        title: '确认删除',
        content: '是否删除选中数据?',
        onOk: () =>
          run(() => api(userRoutes.deleteBatch, { query: { ids: selected.join(',') } }), selected.length),
      });
    } else freeze(selected, key === 'freeze' ? 2 : 1);
  };
  const filters = () => {
    const values = list.searchForm.form.getFieldsValue();
    const text = (name: string) => {
      const value = values[name];
      return typeof value === 'string' && value ? value : undefined;
    };
    return {
      username: text('username'),
      realname: text('realname'),
      phone: text('phone'),
      status: text('status'),
    };
  };

  return (
    <Card variant="borderless">
      <ListSearchForm list={list}>
        <Form.Item name="username" label="账号">
          <Input allowClear placeholder="请输入账号" style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="realname" label="姓名">
          <Input allowClear placeholder="请输入姓名" style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="phone" label="手机号码">
          <Input allowClear placeholder="请输入手机号码" style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="departId" label="部门">
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            showSearch={{ treeNodeFilterProp: 'title' }}
            placeholder="请选择部门"
            style={{ width: 180 }}
            treeData={departs.data ?? []}
          />
        </Form.Item>
        <Form.Item name="status" label="用户状态">
          <Select
            style={{ width: 120 }}
            options={[
              { value: '', label: '全部' },
              { value: '1', label: '正常' },
              { value: '2', label: '冻结' },
            ]}
          />
        </Form.Item>
      </ListSearchForm>
      <Space wrap style={{ marginBottom: 16 }}>
        {can('system:user:add') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ editing: null })}>
            新增
          </Button>
        )}
        {can('system:user:import') && (
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            导入
          </Button>
        )}
        {can('system:user:export') && (
          <Button
            icon={<DownloadOutlined />}
            onClick={() => exportUsers(filters(), selected).catch(reportError)}
          >
            导出
          </Button>
        )}
        {selected.length > 0 && (
          <Dropdown
            menu={{
              onClick: ({ key }) => batch(key),
              items: [
                can('system:user:delete') && { key: 'delete', label: '删除' },
                can('system:user:frozen') && { key: 'freeze', label: '冻结' },
                can('system:user:frozen') && { key: 'unfreeze', label: '解冻' },
              ].filter((item): item is { key: string; label: string } => Boolean(item)),
            }}
          >
            <Button>
              批量操作 <DownOutlined />
            </Button>
          </Dropdown>
        )}
        {selected.length > 0 && <span>已选择 {selected.length} 项</span>}
      </Space>
      <Table<UserRow>
        {...list.tableProps}
        columns={columns}
        scroll={{ x: tableScrollX(columns) }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
      />
      <UserFormModal
        open={form !== null}
        editing={form?.editing ?? null}
        onClose={() => setForm(null)}
        onSaved={() => {
          setForm(null);
          void reload();
        }}
      />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
      <ImportUsersModal
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => void reload()}
      />
    </Card>
  );
}
