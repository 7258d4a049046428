import { COURSE_CATEGORIES, COURSE_STATUS, type CourseRecord } from '@xinmiao/shared';
import { type TableColumnsType, Tag } from 'antd';
import type { EditDeleteHandlers } from '../../../components/list/edit-delete-actions.ts';
import { editDeleteColumn } from '../../../components/list/edit-delete-column.tsx';

type Handlers = EditDeleteHandlers<CourseRecord> & {
  content: (row: CourseRecord) => void;
  assign: (row: CourseRecord) => void;
  publish: (row: CourseRecord) => void;
  unpublish: (row: CourseRecord) => void;
  rules: (row: CourseRecord) => void;
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
    { title: '发布时间', dataIndex: 'publishTime', width: 170 },
    { title: '创建时间', dataIndex: 'createTime', width: 170, sorter: true },
    ...editDeleteColumn('course:course', handlers, {
      width: 220,
      extra: (row) => [
        { key: 'content', label: '章节课时', onClick: () => handlers.content(row) },
        ...(canEdit
          ? [
              row.status === '1'
                ? { key: 'unpublish', label: '撤回', onClick: () => handlers.unpublish(row) }
                : { key: 'publish', label: '发布', onClick: () => handlers.publish(row) },
              ...(row.status === '1'
                ? [{ key: 'republish', label: '发布范围', onClick: () => handlers.publish(row) }]
                : []),
              { key: 'assign', label: '分配', onClick: () => handlers.assign(row) },
              { key: 'rules', label: '自动分配规则', onClick: () => handlers.rules(row) },
            ]
          : []),
      ],
    }),
  ];
}
