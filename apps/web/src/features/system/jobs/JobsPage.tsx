import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type QuartzJob, quartzRoutes } from '@xinmiao/shared';
import { Button, Card, Form, Input, Popconfirm, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useChange } from '../../../components/list/use-change.ts';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { JobFormModal } from './JobFormModal.tsx';
import { jobColumns } from './job-columns.tsx';

/** 定时任务: the school's jobs; add/edit with the cron editor, start/stop, run now, delete. */
export function JobsPage() {
  const list = useListPage(quartzRoutes.list, {
    queryKey: ['quartz-jobs'],
    search: { jobClassName: 'like', status: 'exact' },
  });
  const handlers = useQuery({ queryKey: ['quartz-handlers'], queryFn: () => api(quartzRoutes.handlers) });
  const [modal, setModal] = useState<{ editing: QuartzJob | null } | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const { can } = useAccess();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: ['quartz-jobs'] });
  const change = useChange(['quartz-jobs']);
  const byId = (row: QuartzJob) => ({ query: { id: row.id } });

  const columns = jobColumns(
    {
      can,
      handlerName: (name) => handlers.data?.find((h) => h.jobClassName === name)?.name,
      edit: (row) => setModal({ editing: row }),
      pause: (row) => change(() => api(quartzRoutes.pause, byId(row))),
      resume: (row) => change(() => api(quartzRoutes.resume, byId(row))),
      execute: (row) => change(() => api(quartzRoutes.execute, byId(row))),
      remove: (row) =>
        change(
          () => api(quartzRoutes.delete, byId(row)),
          () => list.afterDelete(1),
        ),
    },
    list.view.sort,
  );
  const removeSelected = () =>
    change(
      () => api(quartzRoutes.deleteBatch, { query: { ids: `${selected.join(',')},` } }),
      () => list.afterDelete(selected.length),
    ).then(() => setSelected([]));

  return (
    <Card variant="borderless">
      <ListSearchForm list={list}>
        <Form.Item name="jobClassName" label="任务类名">
          <Input allowClear placeholder="请输入任务类名" />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select
            style={{ width: 120 }}
            options={[
              { value: '', label: '全部' },
              { value: '0', label: '正常' },
              { value: '-1', label: '停止' },
            ]}
          />
        </Form.Item>
      </ListSearchForm>
      <Space style={{ marginBottom: 16 }}>
        {can('system:quartzJob:add') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ editing: null })}>
            新增
          </Button>
        )}
        {can('system:quartzJob:delete') && selected.length > 0 && (
          <Popconfirm title={`确定删除选中的 ${selected.length} 项吗?`} onConfirm={removeSelected}>
            <Button danger icon={<DeleteOutlined />}>
              批量删除
            </Button>
          </Popconfirm>
        )}
      </Space>
      <Table
        {...list.tableProps}
        columns={columns}
        scroll={{ x: 1420 }}
        rowSelection={
          can('system:quartzJob:delete')
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
            : undefined
        }
      />
      <JobFormModal
        open={modal !== null}
        editing={modal?.editing ?? null}
        handlers={handlers.data ?? []}
        onClose={() => setModal(null)}
        onSaved={() => {
          setModal(null);
          void reload();
        }}
      />
    </Card>
  );
}
