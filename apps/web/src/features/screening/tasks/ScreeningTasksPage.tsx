import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { type ScreeningTask, screeningTaskRoutes, TASK_STATUS } from '@xinmiao/shared';
import { Button, Card, Form, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { taskColumns } from './columns.tsx';
import { TaskFormModal } from './form.tsx';
import { TaskDetailDrawer } from './TaskDetailDrawer.tsx';

/** 测评任务: campaigns with their status and progress; create, publish and follow each one. */
export function ScreeningTasksPage() {
  const list = useListPage(screeningTaskRoutes.list, {
    queryKey: ['screening', 'tasks'],
    search: { name: 'like', taskStatus: 'exact' },
  });
  const { can } = useAccess();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ row: ScreeningTask | null } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: ['screening', 'tasks'] });
  const columns = taskColumns({
    open: (row) => setViewing(row.id),
    edit: (row) => setEditing({ row }),
    canEdit: can('screening:task:edit'),
  });
  return (
    <Card variant="borderless">
      <ListSearchForm list={list}>
        <Form.Item name="name" label="任务名称">
          <Input allowClear placeholder="请输入任务名称" />
        </Form.Item>
        <Form.Item name="taskStatus" label="状态">
          <Select
            style={{ width: 120 }}
            options={[
              { value: '', label: '全部' },
              ...Object.entries(TASK_STATUS).map(([value, label]) => ({ value, label })),
            ]}
          />
        </Form.Item>
      </ListSearchForm>
      <Space style={{ marginBottom: 16 }}>
        {can('screening:task:add') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ row: null })}>
            新建任务
          </Button>
        )}
      </Space>
      <Table {...list.tableProps} rowKey="id" columns={columns} scroll={{ x: 1200 }} />
      <TaskFormModal
        open={editing !== null}
        editing={editing?.row ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void reload();
        }}
      />
      <TaskDetailDrawer taskId={viewing} onClose={() => setViewing(null)} onChanged={() => void reload()} />
    </Card>
  );
}
