import { useQueryClient } from '@tanstack/react-query';
import { COURSE_CATEGORIES, COURSE_MESSAGES, type CourseRecord, courseRoutes } from '@xinmiao/shared';
import { App, Card, Form, Input, Select, Table } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { useRecordDialog } from '../../../components/list/use-record-dialog.ts';
import { AssignModal } from './AssignModal.tsx';
import { CourseContentDrawer } from './CourseContentDrawer.tsx';
import { CourseFormModal } from './CourseFormModal.tsx';
import { courseColumns } from './columns.tsx';
import { PublishModal } from './PublishModal.tsx';
import { RulesModal } from './RulesModal.tsx';

const CATEGORY_OPTIONS = Object.entries(COURSE_CATEGORIES).map(([value, label]) => ({ value, label }));

/** 课程管理: the catalogue, chapters and lessons, publication, assignment by hand or rule, progress. */
export function CoursesPage() {
  const list = useListPage(courseRoutes.list, {
    queryKey: ['courses', 'list'],
    search: { title: 'like', category: 'exact' },
    defaultSort: { column: 'createTime', order: 'desc' },
  });
  const records = useRecordDialog<CourseRecord>({
    queryKey: ['courses', 'list'],
    list,
    remove: (row) => api(courseRoutes.delete, { query: { id: row.id } }),
  });
  const { can } = useAccess();
  const [content, setContent] = useState<CourseRecord | null>(null);
  const [assigning, setAssigning] = useState<CourseRecord | null>(null);
  const [publishing, setPublishing] = useState<CourseRecord | null>(null);
  const [ruling, setRuling] = useState<CourseRecord | null>(null);
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const unpublish = (row: CourseRecord) =>
    modal.confirm({
      title: `撤回《${row.title}》为草稿？`,
      content: '撤回后学生暂时看不到这门课程，分配与学习进度保留。',
      onOk: () =>
        api(courseRoutes.unpublish, { body: { id: row.id } })
          .then(() => {
            message.success(COURSE_MESSAGES.unpublishOk);
            return queryClient.invalidateQueries({ queryKey: ['courses'] });
          })
          .catch(reportError),
    });
  const columns = courseColumns({
    can,
    edit: records.edit,
    remove: records.remove,
    content: setContent,
    assign: setAssigning,
    publish: setPublishing,
    unpublish,
    rules: setRuling,
  });
  return (
    <Card variant="borderless">
      <ListSearchForm list={list}>
        <Form.Item name="title" label="课程名称">
          <Input allowClear placeholder="请输入课程名称" />
        </Form.Item>
        <Form.Item name="category" label="分类">
          <Select allowClear options={CATEGORY_OPTIONS} placeholder="请选择" style={{ width: 160 }} />
        </Form.Item>
      </ListSearchForm>
      <AddButton permission="course:course:add" style={{ marginBottom: 16 }} onClick={records.create} />
      <Table {...list.tableProps} columns={columns} scroll={{ x: 1000 }} />
      <CourseFormModal {...records.dialog} />
      <CourseContentDrawer course={content} onClose={() => setContent(null)} />
      <AssignModal course={assigning} onClose={() => setAssigning(null)} />
      <PublishModal course={publishing} onClose={() => setPublishing(null)} />
      <RulesModal course={ruling} onClose={() => setRuling(null)} />
    </Card>
  );
}
