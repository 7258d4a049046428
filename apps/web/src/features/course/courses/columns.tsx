import { COURSE_CATEGORIES, COURSE_STATUS, type CourseRecord } from '@xinmiao/shared';
import { type TableColumnsType, Tag } from 'antd';
import type { EditDeleteHandlers } from '../../../components/list/edit-delete-actions.ts';
import { editDeleteColumn } from '../../../components/list/edit-delete-column.tsx';

type Handlers = EditDeleteHandlers<CourseRecord> & {
  content: (row: CourseRecord) => void;
  assign: (row: CourseRecord) => void;
};

export function courseColumns(handlers: Handlers): TableColumnsType<CourseRecord> {
  const canEdit = handlers.can('course:course:edit');
  return [
    { title: '课程名称', dataIndex: 'title', width: 220, sorter: true },
    {
      title: '分类',
      dataIndex: 'category',
      width: 110,
      render: (c: string) => COURSE_CATEGORIES[c as keyof typeof COURSE_CATEGORIES] ?? c,
    },
    { title: '简介', dataIndex: 'summary', ellipsis: true },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (s: string) => (
        <Tag color={s === '1' ? 'green' : undefined}>
          {COURSE_STATUS[s as keyof typeof COURSE_STATUS] ?? s}
        </Tag>
      ),
    },
    { title: '创建时间', dataIndex: 'createTime', width: 170, sorter: true },
    ...editDeleteColumn('course:course', handlers, {
      width: 220,
      extra: (row) => [
        { key: 'content', label: '章节课时', onClick: () => handlers.content(row) },
        ...(canEdit ? [{ key: 'assign', label: '分配', onClick: () => handlers.assign(row) }] : []),
      ],
    }),
  ];
}
