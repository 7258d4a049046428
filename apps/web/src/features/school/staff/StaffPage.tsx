import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { STAFF_TYPES, type Staff, staffImportRoutes, staffRoutes } from '@xinmiao/shared';
import { Button, Card, Form, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { rowActionsColumns } from '../../../components/list/row-actions-column.tsx';
import { useChange } from '../../../components/list/use-change.ts';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { ImportJobModal } from '../common/ImportJobModal.tsx';
import { useImportJob } from '../common/use-import-job.ts';
import { ScopeModal } from './ScopeModal.tsx';
import { StaffFormModal } from './StaffFormModal.tsx';

/** 教师管理 (all staff) or 咨询师管理 (consultants only): records, and who covers which classes. */
export function StaffPage({ consultants }: { consultants: boolean }) {
  const route = consultants ? staffRoutes.consultants : staffRoutes.list;
  const list = useListPage(route, {
    queryKey: ['school', 'staff', consultants],
    search: { workNo: 'like', name: 'like' },
  });
  const { can } = useAccess();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ row: Staff | null } | null>(null);
  const [scoping, setScoping] = useState<Staff | null>(null);
  const importing = useImportJob();
  const reload = () => queryClient.invalidateQueries({ queryKey: ['school', 'staff'] });
  const change = useChange(['school', 'staff']);
  const remove = (row: Staff) =>
    change(
      () => api(staffRoutes.delete, { query: { id: row.id } }),
      () => list.afterDelete(1),
    );
  return (
    <Card variant="borderless">
      <ListSearchForm list={list}>
        <Form.Item name="workNo" label="工号">
          <Input allowClear />
        </Form.Item>
        <Form.Item name="name" label="姓名">
          <Input allowClear />
        </Form.Item>
      </ListSearchForm>
      <Space wrap style={{ marginBottom: 16 }}>
        {can('school:teacher:add') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ row: null })}>
            新增
          </Button>
        )}
        {can('school:teacher:import') && <Button onClick={importing.openDialog}>导入</Button>}
      </Space>
      <Table
        {...list.tableProps}
        rowKey="id"
        scroll={{ x: 900 }}
        columns={[
          { title: '工号', dataIndex: 'workNo', width: 100, sorter: true },
          { title: '姓名', dataIndex: 'name', width: 100, sorter: true },
          { title: '账号', dataIndex: 'username', width: 110 },
          {
            title: '类型',
            dataIndex: 'staffType',
            width: 90,
            render: (v: string) => STAFF_TYPES[v as keyof typeof STAFF_TYPES] ?? v,
          },
          {
            title: '负责范围',
            dataIndex: 'scope',
            render: (scope: string[], row) => (
              <>
                {scope.map((s) => (
                  <Tag key={s}>{s}</Tag>
                ))}
                {row.caseloadCount > 0 && <Tag color="purple">个案 {row.caseloadCount} 人</Tag>}
              </>
            ),
          },
          ...rowActionsColumns<Staff>(
            (row) => [
              ...(can('school:staff:scope')
                ? [{ key: 'scope', label: '负责范围', onClick: () => setScoping(row) }]
                : []),
              ...(can('school:teacher:edit')
                ? [{ key: 'edit', label: '编辑', onClick: () => setEditing({ row }) }]
                : []),
              ...(can('school:teacher:delete')
                ? [
                    {
                      key: 'delete',
                      label: '删除',
                      danger: true,
                      confirm: '确定删除吗?',
                      onClick: () => remove(row),
                    },
                  ]
                : []),
            ],
            { width: 200 },
          ),
        ]}
      />
      <StaffFormModal
        open={editing !== null}
        editing={editing?.row ?? null}
        defaultType={consultants ? 'consultant' : 'teacher'}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void reload();
        }}
      />
      <ImportJobModal
        title="导入教职工"
        routes={staffImportRoutes}
        job={importing}
        onImported={() => void reload()}
      />
      <ScopeModal
        staff={scoping}
        onClose={() => {
          setScoping(null);
          void reload();
        }}
      />
    </Card>
  );
}

export const TeachersPage = () => <StaffPage consultants={false} />;
export const ConsultantsPage = () => <StaffPage consultants />;
