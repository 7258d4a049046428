import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type DepartRole, departRoleRoutes } from '@xinmiao/shared';
import { App, Button, Form, Input, Modal, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { useSaving } from '../../../components/use-saving.ts';
import { DepartRoleGrantDrawer } from './DepartRoleGrantDrawer.tsx';

type Values = { roleName: string; roleCode: string; description: string };

/** 部门角色 of one department: roles that apply only inside it. */
export function DepartRolesTab({ departId, canEdit }: { departId: string; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { saving, whileSaving } = useSaving();
  const [editing, setEditing] = useState<{ role: DepartRole | null } | null>(null);
  const [granting, setGranting] = useState<DepartRole | null>(null);
  const key = ['depart-roles', departId];
  const roles = useQuery({
    queryKey: key,
    queryFn: () => api(departRoleRoutes.getDeptRoleList, { query: { departId } }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: key });
  const open = (role: DepartRole | null) => {
    setEditing({ role });
    form.setFieldsValue({
      roleName: role?.roleName ?? '',
      roleCode: role?.roleCode ?? '',
      description: role?.description ?? '',
    });
  };
  const submit = (values: Values) =>
    whileSaving(async () => {
      const body = { ...values, description: values.description || null };
      const reply = editing?.role
        ? await api(departRoleRoutes.edit, { body: { ...body, id: editing.role.id } })
        : await api(departRoleRoutes.add, { body: { ...body, departId } });
      message.success(typeof reply === 'string' ? reply : '保存成功！');
      setEditing(null);
      await reload();
    });
  const remove = (role: DepartRole) =>
    api(departRoleRoutes.delete, { query: { id: role.id } })
      .then((reply) => {
        message.success(typeof reply === 'string' ? reply : '删除成功!');
        return reload();
      })
      .catch(reportError);

  const columns: TableColumnsType<DepartRole> = [
    { title: '部门角色名称', dataIndex: 'roleName', width: 160 },
    { title: '部门角色编码', dataIndex: 'roleCode', width: 160 },
    { title: '描述', dataIndex: 'description', ellipsis: true },
    ...(canEdit
      ? [
          {
            title: '操作',
            key: 'action',
            width: 170,
            render: (_: unknown, role: DepartRole) => (
              <Space size={4}>
                <Button type="link" size="small" onClick={() => open(role)}>
                  编辑
                </Button>
                <Button type="link" size="small" onClick={() => setGranting(role)}>
                  授权
                </Button>
                <Popconfirm title="确定删除吗?" onConfirm={() => remove(role)}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      {canEdit && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          style={{ marginBottom: 12 }}
          onClick={() => open(null)}
        >
          新增部门角色
        </Button>
      )}
      <Table<DepartRole>
        rowKey="id"
        size="middle"
        loading={roles.isFetching}
        dataSource={roles.data ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 560 }}
      />
      <Modal
        title={editing?.role ? '编辑部门角色' : '新增部门角色'}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        confirmLoading={saving}
        okText="确定"
        cancelText="关闭"
        forceRender
      >
        <Form<Values> form={form} labelCol={{ span: 6 }} onFinish={submit}>
          <Form.Item
            name="roleName"
            label="部门角色名称"
            rules={[{ required: true, whitespace: true, message: '请输入部门角色名称' }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="roleCode"
            label="部门角色编码"
            rules={[
              { required: true, message: '请输入部门角色编码' },
              { pattern: /^[A-Za-z0-9_]+$/, message: '部门角色编码只能包含字母、数字和下划线' },
            ]}
          >
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="description" label="描述">
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
      <DepartRoleGrantDrawer departId={departId} role={granting} onClose={() => setGranting(null)} />
    </>
  );
}
