import { COURSE_CATEGORIES, type CourseRecord, courseRoutes } from '@xinmiao/shared';
import { Card, Form, Input, Select, Table } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { useRecordDialog } from '../../../components/list/use-record-dialog.ts';
import { AssignModal } from './AssignModal.tsx';
import { CourseContentDrawer } from './CourseContentDrawer.tsx';
import { CourseFormModal } from './CourseFormModal.tsx';
import { courseColumns } from './columns.tsx';

const CATEGORY_OPTIONS = Object.entries(COURSE_CATEGORIES).map(([value, label]) => ({ value, label }));

/** 课程管理: the course catalogue, each course's chapters and lessons, assignment and progress. */
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
  const columns = courseColumns({
    can,
    edit: records.edit,
    remove: records.remove,
    content: setContent,
    assign: setAssigning,
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
    </Card>
  );
}
