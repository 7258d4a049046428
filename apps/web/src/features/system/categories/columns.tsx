import { Button, Popconfirm, Space, type TableColumnsType } from 'antd';
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
    {
      title: '操作',
      key: 'action',
      width: 200,
      fixed: 'right',
      render: (_v, row) => (
        <Space size={4}>
          {actions.can('system:category:add') && (
            <Button type="link" size="small" onClick={() => actions.addChild(row)}>
              添加下级
            </Button>
          )}
          {actions.can('system:category:edit') && (
            <Button type="link" size="small" onClick={() => actions.edit(row)}>
              编辑
            </Button>
          )}
          {actions.can('system:category:delete') && (
            <Popconfirm title="确定删除该分类及其下级吗?" onConfirm={() => actions.remove(row)}>
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
