import { COURSE_CATEGORIES, COURSE_MESSAGES, type CourseRecord, courseRoutes } from '@xinmiao/shared';
import { Form, Input, Select } from 'antd';
import { api } from '../../../api/client.ts';
import type { RecordDialogProps } from '../../../components/list/use-record-dialog.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';

type Values = { title: string; category: keyof typeof COURSE_CATEGORIES; summary: string };

const CATEGORY_OPTIONS = Object.entries(COURSE_CATEGORIES).map(([value, label]) => ({ value, label }));

/** 新增 / 编辑 a course's catalogue entry; chapters and lessons are edited in 章节课时. */
export function CourseFormModal(dialog: RecordDialogProps<CourseRecord>) {
  const { editing } = dialog;
  return (
    <RecordFormModal<Values>
      {...dialog}
      initialValues={() =>
        editing
          ? {
              title: editing.title,
              category: editing.category as Values['category'],
              summary: editing.summary,
            }
          : { category: 'mental', summary: '' }
      }
      save={(body) =>
        editing
          ? api(courseRoutes.edit, { body: { ...body, id: editing.id } })
          : // The reply is the new id: the dialog says 添加成功 instead.
            api(courseRoutes.add, { body }).then(() => COURSE_MESSAGES.addOk)
      }
      width={600}
    >
      <Form.Item
        name="title"
        label="课程名称"
        rules={[{ required: true, whitespace: true, message: '请输入课程名称' }]}
      >
        <Input maxLength={100} placeholder="请输入课程名称" />
      </Form.Item>
      <Form.Item name="category" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
        <Select options={CATEGORY_OPTIONS} placeholder="请选择分类" />
      </Form.Item>
      <Form.Item name="summary" label="简介">
        <Input.TextArea maxLength={500} rows={3} placeholder="请输入简介" />
      </Form.Item>
    </RecordFormModal>
  );
}
