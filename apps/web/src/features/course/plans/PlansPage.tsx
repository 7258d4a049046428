import { type PlanRecord, planRoutes } from '@xinmiao/shared';
import { Card, Form, Input, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { editDeleteColumn } from '../../../components/list/edit-delete-column.tsx';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { useRecordDialog } from '../../../components/list/use-record-dialog.ts';
import { PlanFormModal } from './PlanFormModal.tsx';
import { PlanLessonsDrawer } from './PlanLessonsDrawer.tsx';

/** 教学计划: each grade's psychology lessons per semester, their weekly schedule and lesson records. */
export function PlansPage() {
  const list = useListPage(planRoutes.list, {
    queryKey: ['plans', 'list'],
    search: { title: 'like', semester: 'exact' },
    defaultSort: { column: 'createTime', order: 'desc' },
  });
  const records = useRecordDialog<PlanRecord>({
    queryKey: ['plans', 'list'],
    list,
    remove: (row) => api(planRoutes.delete, { query: { id: row.id } }),
  });
  const { can } = useAccess();
  const [schedule, setSchedule] = useState<PlanRecord | null>(null);
  const columns: TableColumnsType<PlanRecord> = [
    { title: '计划名称', dataIndex: 'title', width: 240 },
    { title: '年级', dataIndex: 'gradeName', width: 140 },
    { title: '学期', dataIndex: 'semester', width: 120, sorter: true },
    { title: '课数', dataIndex: 'lessons', width: 80 },
    { title: '备注', dataIndex: 'remark', ellipsis: true },
    { title: '创建时间', dataIndex: 'createTime', width: 170, sorter: true },
    ...editDeleteColumn(
      'course:plan',
      { can, edit: records.edit, remove: records.remove },
      {
        width: 200,
        extra: (row) => [{ key: 'schedule', label: '课表', onClick: () => setSchedule(row) }],
      },
    ),
  ];
  return (
    <Card variant="borderless">
      <ListSearchForm list={list}>
        <Form.Item name="title" label="计划名称">
          <Input allowClear placeholder="请输入计划名称" />
        </Form.Item>
        <Form.Item name="semester" label="学期">
          <Input allowClear placeholder="如 2025-2026-1" />
        </Form.Item>
      </ListSearchForm>
      <AddButton permission="course:plan:add" style={{ marginBottom: 16 }} onClick={records.create} />
      <Table {...list.tableProps} columns={columns} scroll={{ x: 1000 }} />
      <PlanFormModal {...records.dialog} />
      <PlanLessonsDrawer plan={schedule} onClose={() => setSchedule(null)} />
    </Card>
  );
}
