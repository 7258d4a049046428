import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { careerSurveyRoutes, type ScreeningTask, TASK_STATUS } from '@xinmiao/shared';
import { Button, Card, Form, Input, Select, Space, Table, Tabs } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { ReviewQueue } from '../../screening/review/ReviewQueuePage.tsx';
import { taskColumns } from '../../screening/tasks/columns.tsx';
import { SurveyDrawer } from './SurveyDrawer.tsx';
import { SurveyFormModal } from './SurveyFormModal.tsx';

/**
 * 生涯调查: the surveys, and for a holder of `career:result:review` (the 生涯导师) the 作废审核 of
 * career sheets the validity rules flagged.
 */
export function CareerSurveysPage() {
  const { can } = useAccess();
  if (!can('career:result:review')) return <SurveyList />;
  return (
    <Card variant="borderless">
      <Tabs
        items={[
          { key: 'surveys', label: '调查', children: <SurveyList /> },
          { key: 'review', label: '作废审核', children: <ReviewQueue kind="career" /> },
        ]}
      />
    </Card>
  );
}

/** Screening tasks of career scales only; create, publish, follow and read Holland codes. */
function SurveyList() {
  const list = useListPage(careerSurveyRoutes.list, {
    queryKey: ['career', 'surveys', 'list'],
    search: { name: 'like', taskStatus: 'exact' },
  });
  const { can } = useAccess();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<ScreeningTask | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: ['career', 'surveys', 'list'] });
  const columns = taskColumns({ open: setViewing, edit: setViewing, canEdit: false, career: true });
  return (
    <Card variant="borderless">
      <ListSearchForm list={list}>
        <Form.Item name="name" label="调查名称">
          <Input allowClear placeholder="请输入调查名称" />
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
        {can('career:survey:add') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            新建调查
          </Button>
        )}
      </Space>
      <Table {...list.tableProps} rowKey="id" columns={columns} scroll={{ x: 1200 }} />
      <SurveyFormModal
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={() => {
          setCreating(false);
          void reload();
        }}
      />
      <SurveyDrawer survey={viewing} onClose={() => setViewing(null)} onChanged={() => void reload()} />
    </Card>
  );
}
