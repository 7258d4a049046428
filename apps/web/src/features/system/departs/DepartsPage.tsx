import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type DepartNode, departRoutes } from '@xinmiao/shared';
import { App, Button, Card, Col, Empty, Form, Input, Popconfirm, Row, Space, Tabs, Tree } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { useSaving } from '../../../components/use-saving.ts';
import { AddDepartModal } from './AddDepartModal.tsx';
import { DepartFields } from './DepartFields.tsx';
import { DepartGrantTab } from './DepartGrantTab.tsx';
import { DepartMembersTab } from './DepartMembersTab.tsx';
import { DepartRolesTab } from './DepartRolesTab.tsx';
import { type DepartFormValues, departBody, departValuesOf, flattenDeparts } from './depart-form.ts';

type TreeNode = { key: string; title: string; children?: TreeNode[] };
const toTree = (nodes: readonly DepartNode[]): TreeNode[] =>
  nodes.map((n) => ({
    key: n.id,
    title: n.departName,
    ...(n.children ? { children: toTree(n.children) } : {}),
  }));

/** 部门管理: the tree (with search) on the left, the chosen department's form on the right. */
export function DepartsPage() {
  const queryClient = useQueryClient();
  const { can } = useAccess();
  const { message } = App.useApp();
  const [form] = Form.useForm<DepartFormValues>();
  const { saving, whileSaving } = useSaving();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const [adding, setAdding] = useState<{ parent: DepartNode | null } | null>(null);
  const tree = useQuery({ queryKey: ['depart-tree'], queryFn: () => api(departRoutes.queryTreeList) });
  const search = useQuery({
    queryKey: ['depart-search', keyword],
    queryFn: () => api(departRoutes.searchBy, { query: { keyWord: keyword } }),
    enabled: keyword !== '',
  });
  const all = useMemo(() => flattenDeparts(tree.data ?? []), [tree.data]);
  const selected = all.find((d) => d.id === selectedId) ?? null;
  const parent = selected?.parentId ? all.find((d) => d.id === selected.parentId) : undefined;
  const shown = keyword ? (search.data ?? []).map((d) => ({ ...d, children: undefined })) : (tree.data ?? []);

  useEffect(() => {
    if (selected) form.setFieldsValue(departValuesOf(selected));
  }, [selected, form]);

  const reload = () => queryClient.invalidateQueries({ queryKey: ['depart-tree'] });
  const save = (values: DepartFormValues) =>
    whileSaving(async () => {
      if (!selected) return;
      const reply = await api(departRoutes.edit, { body: { ...departBody(values), id: selected.id } });
      message.success(typeof reply === 'string' ? reply : '保存成功！');
      await reload();
    });
  const remove = async () => {
    if (!selected) return;
    try {
      const reply = await api(departRoutes.delete, { query: { id: selected.id } });
      message.success(typeof reply === 'string' ? reply : '删除成功!');
      setSelectedId(null);
      await reload();
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={9}>
        <Card variant="borderless" title="部门列表">
          <Space wrap style={{ marginBottom: 12 }}>
            {can('system:depart:add') && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding({ parent: null })}>
                添加一级部门
              </Button>
            )}
            {can('system:depart:add') && (
              <Button disabled={!selected} onClick={() => setAdding({ parent: selected })}>
                添加下级
              </Button>
            )}
            {can('system:depart:delete') && (
              <Popconfirm
                title="确定要删除吗?"
                description={selected ? `删除部门：${selected.departName}` : undefined}
                onConfirm={remove}
                disabled={!selected}
              >
                <Button danger icon={<DeleteOutlined />} disabled={!selected}>
                  删除
                </Button>
              </Popconfirm>
            )}
          </Space>
          <Input.Search
            allowClear
            placeholder="请输入部门名称"
            onSearch={(value) => setKeyword(value.trim())}
            style={{ marginBottom: 12 }}
          />
          {shown.length ? (
            <Tree
              key={keyword || 'all'}
              blockNode
              defaultExpandAll
              selectedKeys={selectedId ? [selectedId] : []}
              onSelect={(keys) => setSelectedId(keys[0] ? String(keys[0]) : null)}
              treeData={toTree(shown)}
              style={{ maxHeight: 560, overflow: 'auto' }}
            />
          ) : (
            <Empty description={tree.isLoading || search.isLoading ? '加载中' : '暂无数据'} />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={15}>
        <Card variant="borderless">
          {selected ? (
            <Tabs
              items={[
                {
                  key: 'basic',
                  label: '基本信息',
                  children: (
                    <Form<DepartFormValues> form={form} labelCol={{ span: 5 }} onFinish={save}>
                      <Form.Item label="上级部门">
                        <Input value={parent?.departName ?? '无（一级部门）'} disabled />
                      </Form.Item>
                      <Form.Item label="机构编码">
                        <Input value={selected.orgCode} disabled />
                      </Form.Item>
                      <DepartFields category={selected.orgCategory} />
                      {can('system:depart:edit') && (
                        <Form.Item wrapperCol={{ xs: { offset: 0 }, sm: { offset: 5 } }}>
                          <Button type="primary" htmlType="submit" loading={saving}>
                            保存
                          </Button>
                        </Form.Item>
                      )}
                    </Form>
                  ),
                },
                // The tree to grant from is `/sys/permission/queryTreeList`, which needs 授权 (as in JeecgBoot).
                ...(can('system:role:assign')
                  ? [
                      {
                        key: 'grant',
                        label: '部门权限',
                        children: (
                          <DepartGrantTab departId={selected.id} canEdit={can('system:depart:assign')} />
                        ),
                      },
                    ]
                  : []),
                ...(can('system:user:list')
                  ? [
                      {
                        key: 'members',
                        label: '部门成员',
                        children: (
                          <DepartMembersTab departId={selected.id} canEdit={can('system:user:edit')} />
                        ),
                      },
                    ]
                  : []),
                {
                  key: 'roles',
                  label: '部门角色',
                  children: <DepartRolesTab departId={selected.id} canEdit={can('system:depart:assign')} />,
                },
              ]}
            />
          ) : (
            <Empty description="请在左侧选择一个部门" />
          )}
        </Card>
      </Col>
      <AddDepartModal
        open={adding !== null}
        parent={adding?.parent ?? null}
        onClose={() => setAdding(null)}
        onSaved={(added) => {
          setAdding(null);
          setSelectedId(added.id);
          void reload();
        }}
      />
    </Row>
  );
}
