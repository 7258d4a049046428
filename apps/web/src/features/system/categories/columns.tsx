import type { TableColumnsType } from 'antd';
import { rowActionsColumns } from '../../../components/list/row-actions-column.tsx';
import type { CategoryRow } from './tree-rows.ts';

export type CategoryActions = {
  can: (code: string) => boolean;
  addChild: (row: CategoryRow) => void;
  edit: (row: CategoryRow) => void;
  remove: (row: CategoryRow) => void;
};

/** Columns of 分类字典. */
export function categoryColumns(actions: CategoryActions): TableColumnsType<CategoryRow> {
  return [
    { title: '分类名称', dataIndex: 'name', width: 260 },
    { title: '分类编码', dataIndex: 'code', width: 180 },
    { title: '创建时间', dataIndex: 'createTime', width: 180 },
    ...rowActionsColumns<CategoryRow>(
      (row) => [
        ...(actions.can('system:category:add')
          ? [{ key: 'add', label: '添加下级', onClick: () => actions.addChild(row) }]
          : []),
        ...(actions.can('system:category:edit')
          ? [{ key: 'edit', label: '编辑', onClick: () => actions.edit(row) }]
          : []),
        ...(actions.can('system:category:delete')
          ? [
              {
                key: 'delete',
                label: '删除',
                danger: true,
                confirm: '确定删除该分类及其下级吗?',
                onClick: () => actions.remove(row),
              },
            ]
          : []),
      ],
      { width: 190 },
    ),
  ];
}
