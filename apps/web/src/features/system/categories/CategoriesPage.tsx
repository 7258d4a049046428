import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { categoryRoutes, type SysCategory } from '@xinmiao/shared';
import { App, Button, Card, Form, Input, Table } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { CategoryFormModal } from './CategoryFormModal.tsx';
import { categoryColumns } from './columns.tsx';
import { treeRows } from './tree-rows.ts';

type Target = { editing: SysCategory | null; parent: SysCategory | null };

/** 分类字典: roots paged from the server, children loaded when a row is expanded. */
export function CategoriesPage() {
  const list = useListPage(categoryRoutes.rootList, {
    queryKey: ['categories'],
    search: { name: 'like', code: 'like' },
    defaultSort: null,
  });
  const [loaded, setLoaded] = useState<ReadonlyMap<string, SysCategory[]>>(new Map());
  const [expanded, setExpanded] = useState<readonly React.Key[]>([]);
  const [target, setTarget] = useState<Target | null>(null);
  const { can } = useAccess();
  const { message } = App.useApp();
  const queryClient = useQueryClient();

  const loadChildren = (pid: string) =>
    api(categoryRoutes.childList, { query: { pid } })
      .then((kids) => setLoaded((m) => new Map(m).set(pid, kids)))
      .catch(reportError);
  const refresh = (pid: string) => {
    void queryClient.invalidateQueries({ queryKey: ['categories'] });
    if (pid !== '0') {
      void loadChildren(pid);
      setExpanded((keys) => (keys.includes(pid) ? keys : [...keys, pid]));
    }
  };

  const columns = categoryColumns({
    can,
    addChild: (row) => setTarget({ editing: null, parent: row }),
    edit: (row) => setTarget({ editing: row, parent: null }),
    remove: (row) =>
      api(categoryRoutes.delete, { query: { id: row.id } })
        .then((reply) => {
          if (typeof reply === 'string') message.success(reply);
          refresh(row.pid);
        })
        .catch(reportError),
  });

  return (
    <Card variant="borderless">
      <ListSearchForm list={list}>
        <Form.Item name="name" label="分类名称">
          <Input allowClear placeholder="请输入分类名称" />
        </Form.Item>
        <Form.Item name="code" label="分类编码">
          <Input allowClear placeholder="请输入分类编码" />
        </Form.Item>
      </ListSearchForm>
      {can('system:category:add') && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          style={{ marginBottom: 16 }}
          onClick={() => setTarget({ editing: null, parent: null })}
        >
          新增
        </Button>
      )}
      <Table
        {...list.tableProps}
        dataSource={treeRows(list.records, loaded)}
        columns={columns}
        scroll={{ x: 820 }}
        expandable={{
          expandedRowKeys: expanded,
          onExpandedRowsChange: setExpanded,
          onExpand: (open, row) => {
            if (open && !loaded.has(row.id)) void loadChildren(row.id);
          },
        }}
      />
      <CategoryFormModal
        target={target}
        onClose={() => setTarget(null)}
        onSaved={(pid) => {
          setTarget(null);
          refresh(pid);
        }}
      />
    </Card>
  );
}
