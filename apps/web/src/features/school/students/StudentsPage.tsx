import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  type AccountSlipFiles,
  growthRoutes,
  STUDENT_STATUS,
  type Student,
  studentImportRoutes,
  studentRoutes,
} from '@xinmiao/shared';
import { Button, Card, Form, Input, Popconfirm, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { downloadRoute } from '../../../api/download.ts';
import { reportError } from '../../../api/error-display.ts';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useChange } from '../../../components/list/use-change.ts';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { usePageQuery } from '../../../hooks/use-page-query.ts';
import { ImportJobModal } from '../common/ImportJobModal.tsx';
import { useClassOptions } from '../common/use-classes.ts';
import { useImportJob } from '../common/use-import-job.ts';
import { AccountSlipModal } from './AccountSlipModal.tsx';
import { studentColumns, tableScrollX } from './columns.tsx';
import { StudentDetailDrawer } from './StudentDetailDrawer.tsx';
import { StudentFormModal } from './StudentFormModal.tsx';
import { TransferModal } from './TransferModal.tsx';

/** 学生管理: the students the user may see (their class, college or the school), with import and export. */
export function StudentsPage() {
  const list = useListPage(studentRoutes.list, {
    queryKey: ['school', 'students'],
    search: { studentNo: 'like', name: 'like', classId: 'exact', studentStatus: 'exact' },
  });
  const { can } = useAccess();
  const queryClient = useQueryClient();
  const classes = useClassOptions();
  const [params] = usePageQuery();
  const importing = useImportJob();
  const [editing, setEditing] = useState<{ row: Student | null } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [moving, setMoving] = useState<string[] | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [slip, setSlip] = useState<AccountSlipFiles | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: ['school', 'students'] });
  const change = useChange(['school', 'students']);
  const batch = (call: () => Promise<unknown>) => change(call, () => setSelected([]));

  const columns = studentColumns({
    open: (row) => setViewing(row.id),
    edit: (row) => setEditing({ row }),
    transfer: (row) => setMoving([row.id]),
  });

  return (
    <Card variant="borderless">
      <ListSearchForm list={list}>
        <Form.Item name="studentNo" label="学号">
          <Input allowClear placeholder="请输入学号" />
        </Form.Item>
        <Form.Item name="name" label="姓名">
          <Input allowClear placeholder="请输入姓名" />
        </Form.Item>
        <Form.Item name="classId" label="班级">
          <Select allowClear showSearch optionFilterProp="label" style={{ width: 240 }} options={classes} />
        </Form.Item>
        <Form.Item name="studentStatus" label="学籍状态">
          <Select
            style={{ width: 120 }}
            options={[
              { value: '', label: '全部' },
              ...Object.entries(STUDENT_STATUS).map(([value, label]) => ({ value, label })),
            ]}
          />
        </Form.Item>
      </ListSearchForm>
      <Space wrap style={{ marginBottom: 16 }}>
        {can('school:student:add') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ row: null })}>
            新增
          </Button>
        )}
        {can('school:student:import') && <Button onClick={importing.openDialog}>导入</Button>}
        {can('school:student:export') && (
          <Button
            onClick={() =>
              downloadRoute(
                studentRoutes.exportXls,
                {
                  query: Object.fromEntries(
                    [...params].filter(([k]) => ['studentNo', 'name', 'studentStatus'].includes(k)),
                  ),
                },
                '学生名单.xlsx',
              ).catch(reportError)
            }
          >
            导出
          </Button>
        )}
        {selected.length > 0 && can('school:student:transfer') && (
          <Button onClick={() => setMoving(selected)}>批量转班</Button>
        )}
        {selected.length > 0 && can('school:student:graduate') && (
          <>
            <Popconfirm
              title={`确定将选中的 ${selected.length} 名学生设为毕业吗?`}
              onConfirm={() =>
                batch(() => api(studentRoutes.graduate, { body: { ids: selected, status: '3' } }))
              }
            >
              <Button>毕业</Button>
            </Popconfirm>
            {selected.length === 1 && can('growth:file:export') && (
              // Before a student graduates or leaves: the whole growth file with its records' files.
              <Button
                onClick={() =>
                  downloadRoute(
                    growthRoutes.file,
                    { query: { studentId: selected[0] ?? '' } },
                    '成长档案.zip',
                  ).catch(reportError)
                }
              >
                导出成长档案（ZIP）
              </Button>
            )}
            <Popconfirm
              title={`确定归档选中的 ${selected.length} 名学生吗?`}
              onConfirm={() =>
                batch(() => api(studentRoutes.graduate, { body: { ids: selected, status: '5' } }))
              }
            >
              <Button>归档</Button>
            </Popconfirm>
          </>
        )}
        {selected.length > 0 && can('school:student:account') && (
          <>
            <Button
              onClick={() =>
                batch(async () => {
                  const r = await api(studentRoutes.createAccounts, { body: { ids: selected } });
                  setSlip(r.slip);
                  return `已生成 ${r.created} 个账号，${r.existing} 名学生已有账号`;
                })
              }
            >
              生成账号
            </Button>
            <Popconfirm
              title={`确定重置选中的 ${selected.length} 名学生的密码吗? 原密码立即失效，需要重新打印账号单。`}
              onConfirm={() =>
                batch(async () => {
                  const r = await api(studentRoutes.resetAccounts, { body: { ids: selected } });
                  setSlip(r.slip);
                  return `已重置 ${r.reset} 个账号的密码`;
                })
              }
            >
              <Button>重置密码</Button>
            </Popconfirm>
          </>
        )}
      </Space>
      <Table
        {...list.tableProps}
        rowKey="id"
        columns={columns}
        scroll={{ x: tableScrollX(columns) }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
      />
      <StudentFormModal
        open={editing !== null}
        editing={editing?.row ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void reload();
        }}
      />
      <StudentDetailDrawer id={viewing} onClose={() => setViewing(null)} />
      <AccountSlipModal slip={slip} onClose={() => setSlip(null)} />
      <TransferModal
        ids={moving}
        onClose={() => setMoving(null)}
        onSaved={() => {
          setMoving(null);
          setSelected([]);
          void reload();
        }}
      />
      <ImportJobModal
        title="导入学生"
        routes={studentImportRoutes}
        job={importing}
        onImported={() => void reload()}
      />
    </Card>
  );
}
