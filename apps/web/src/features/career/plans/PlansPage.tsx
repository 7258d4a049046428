import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { CAREER_GOAL_STATUS, type CareerGoalRecord, careerPlanRoutes } from '@xinmiao/shared';
import { Button, Card, Form, Input, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { StudentPicker } from '../../../components/pickers/student/StudentPicker.tsx';
import { GoalFormModal, goalBody } from '../common/GoalFormModal.tsx';
import { PLANS_KEY } from './keys.ts';
import { StudentPlanDrawer } from './StudentPlanDrawer.tsx';

/**
 * 目标与行动: the goals of the students in reach (a 班主任's class, a 辅导员's college, the 生涯导师's
 * school), their progress and due dates; open a student to read, edit and comment on their plan.
 */
export function PlansPage() {
  const list = useListPage(careerPlanRoutes.list, {
    queryKey: PLANS_KEY,
    search: { studentNo: 'exact', title: 'like', status: 'exact' },
  });
  const { can } = useAccess();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [studentId, setStudentId] = useState<string | null>(null);
  const columns: TableColumnsType<CareerGoalRecord> = [
    { title: '学号', dataIndex: 'studentNo', width: 110 },
    { title: '姓名', dataIndex: 'studentName', width: 100 },
    { title: '目标', dataIndex: 'title' },
    {
      title: '状态',
      dataIndex: 'statusText',
      width: 90,
      render: (text: string, row) => <Tag color={row.status === 'done' ? 'success' : undefined}>{text}</Tag>,
    },
    {
      title: '行动进度',
      key: 'progress',
      width: 100,
      render: (_: unknown, row) => `${row.actionsDone}/${row.actions.length}`,
    },
    {
      title: '截止日期',
      dataIndex: 'dueDate',
      width: 120,
      sorter: true,
      sortOrder: list.sortOrder('dueDate'),
    },
    {
      title: '创建时间',
      dataIndex: 'createTime',
      width: 170,
      sorter: true,
      sortOrder: list.sortOrder('createTime'),
    },
    {
      title: '操作',
      key: 'action',
      width: 80,
      render: (_: unknown, row) => (
        <Button type="link" onClick={() => setStudentId(row.studentId)}>
          查看
        </Button>
      ),
    },
  ];
  return (
    <Card variant="borderless">
      <ListSearchForm list={list}>
        <Form.Item name="studentNo" label="学号">
          <Input allowClear placeholder="请输入学号" />
        </Form.Item>
        <Form.Item name="title" label="目标">
          <Input allowClear placeholder="请输入目标" />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select
            style={{ width: 120 }}
            options={[
              { value: '', label: '全部' },
              ...Object.entries(CAREER_GOAL_STATUS).map(([value, label]) => ({ value, label })),
            ]}
          />
        </Form.Item>
      </ListSearchForm>
      {can('career:plan:add') && (
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            新增目标
          </Button>
        </Space>
      )}
      <Table {...list.tableProps} rowKey="id" columns={columns} scroll={{ x: 1000 }} />
      <GoalFormModal
        open={adding}
        editing={null}
        extra={
          <Form.Item name="studentId" label="学生" rules={[{ required: true, message: '请选择学生' }]}>
            <StudentPicker />
          </Form.Item>
        }
        save={(values) =>
          api(careerPlanRoutes.add, { body: { ...goalBody(values), studentId: values.studentId ?? '' } })
        }
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          void queryClient.invalidateQueries({ queryKey: PLANS_KEY });
        }}
      />
      <StudentPlanDrawer studentId={studentId} onClose={() => setStudentId(null)} />
    </Card>
  );
}
