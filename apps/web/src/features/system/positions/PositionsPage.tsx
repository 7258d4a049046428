import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { positionRoutes, type SysPosition } from '@xinmiao/shared';
import { App, Button, Card, Form, Input, Table } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../app/error-display.ts';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { positionColumns } from './columns.tsx';
import { PositionFormModal } from './form.tsx';

/** 职务管理: the school's positions. */
export function PositionsPage() {
  const list = useListPage(positionRoutes.list, { queryKey: ['positions'], search: { name: 'like' } });
  const [modal, setModal] = useState<{ editing: SysPosition | null } | null>(null);
  const { can } = useAccess();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: ['positions'] });

  const columns = positionColumns({
    can,
    edit: (row) => setModal({ editing: row }),
    remove: (row) =>
      api(positionRoutes.delete, { query: { id: row.id } })
        .then((reply) => {
          message.success(typeof reply === 'string' ? reply : '删除成功');
          list.afterDelete(1);
          return reload();
        })
        .catch(reportError),
  });

  return (
    <Card variant="borderless">
      <ListSearchForm list={list}>
        <Form.Item name="name" label="职务名称">
          <Input allowClear placeholder="请输入职务名称" />
        </Form.Item>
      </ListSearchForm>
      {can('system:position:add') && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          style={{ marginBottom: 16 }}
          onClick={() => setModal({ editing: null })}
        >
          新增
        </Button>
      )}
      <Table {...list.tableProps} columns={columns} scroll={{ x: 800 }} />
      <PositionFormModal
        open={modal !== null}
        editing={modal?.editing ?? null}
        onClose={() => setModal(null)}
        onSaved={() => {
          setModal(null);
          void reload();
        }}
      />
    </Card>
  );
}
