import { Tabs } from 'antd';
import { useState } from 'react';
import { EditableGrid } from '../EditableGrid.tsx';
import { BigGridDemo } from './BigGridDemo.tsx';
import { everyTypeColumns, everyTypeRows } from './demo-columns.ts';
import { FormAndTablesDemo } from './FormAndTablesDemo.tsx';
import { PositionsGridDemo } from './PositionsGridDemo.tsx';
import { TreeGridDemo } from './TreeGridDemo.tsx';

/** The gallery's 可编辑表格 section: each demo in a tab (which also shows tab-aware recalculation). */
export default function EditableGridDemo() {
  const [tab, setTab] = useState('positions');
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      destroyOnHidden={false}
      items={[
        {
          key: 'positions',
          label: '职务(保存到服务器·实时同步)',
          children: <PositionsGridDemo active={tab === 'positions'} />,
        },
        {
          key: 'types',
          label: '全部列类型',
          children: (
            <EditableGrid
              columns={everyTypeColumns}
              rows={everyTypeRows}
              rowNumber
              rowSelection="radio"
              toolbar={['add', 'remove', 'clearSelection', 'collapse']}
              active={tab === 'types'}
              expandedRowRender={(row) => `备注：${String(row.memo ?? '') || '无'}`}
            />
          ),
        },
        { key: 'form', label: '主表与子表校验', children: <FormAndTablesDemo /> },
        { key: 'tree', label: '树形(逐级加载)', children: <TreeGridDemo active={tab === 'tree'} /> },
        { key: 'big', label: '10000 行', children: <BigGridDemo active={tab === 'big'} /> },
      ]}
    />
  );
}
