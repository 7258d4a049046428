import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import type { PackageScaleOption } from '@xinmiao/shared';
import { Button, Input, Select, Space, Switch, Table } from 'antd';
import type { ScaleListAction, ScaleListRow } from './scale-list.ts';

/** The package's scales in answer order, with alias and the 学生可查看报告 switch per scale. */
export function OrderedScaleList({
  rows,
  options,
  dispatch,
}: {
  rows: ScaleListRow[];
  options: PackageScaleOption[];
  dispatch: (action: ScaleListAction) => void;
}) {
  const available = options.filter((o) => !rows.some((r) => r.scaleCode === o.code));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="添加量表（仅可选择已启用的量表）"
        style={{ width: 360 }}
        value={null}
        options={available.map((o) => ({ value: o.code, label: `${o.name}（${o.itemCount} 题）` }))}
        onChange={(code: string) => {
          const option = options.find((o) => o.code === code);
          if (option) dispatch({ type: 'add', scaleCode: option.code, scaleName: option.name });
        }}
      />
      <Table<ScaleListRow>
        rowKey="scaleCode"
        size="small"
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: '请至少选择一个量表' }}
        columns={[
          { title: '序号', key: 'no', width: 60, render: (_, __, i) => i + 1 },
          { title: '量表', dataIndex: 'scaleName' },
          {
            title: '别名',
            key: 'alias',
            width: 200,
            render: (_, r, i) => (
              <Input
                value={r.alias}
                maxLength={50}
                placeholder="学生看到的名称"
                aria-label={`${r.scaleName} 别名`}
                onChange={(e) => dispatch({ type: 'alias', index: i, alias: e.target.value })}
              />
            ),
          },
          {
            title: '学生可查看报告',
            key: 'report',
            width: 130,
            render: (_, r, i) => (
              <Switch
                checked={r.studentCanViewReport}
                checkedChildren="是"
                unCheckedChildren="否"
                aria-label={`${r.scaleName} 学生可查看报告`}
                onChange={(value) => dispatch({ type: 'report', index: i, value })}
              />
            ),
          },
          {
            title: '操作',
            key: 'action',
            width: 130,
            render: (_, r, i) => (
              <Space size={0}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  disabled={i === 0}
                  aria-label={`上移 ${r.scaleName}`}
                  onClick={() => dispatch({ type: 'moveUp', index: i })}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={i === rows.length - 1}
                  aria-label={`下移 ${r.scaleName}`}
                  onClick={() => dispatch({ type: 'moveDown', index: i })}
                />
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`移除 ${r.scaleName}`}
                  onClick={() => dispatch({ type: 'remove', index: i })}
                />
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
}
