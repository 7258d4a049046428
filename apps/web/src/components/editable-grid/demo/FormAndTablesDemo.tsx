import { App, Button, Form, Input, Tabs } from 'antd';
import { useRef, useState } from 'react';
import { EditableGrid, type EditableGridHandle } from '../EditableGrid.tsx';
import type { GridColumn, GridRow } from '../types.ts';
import { validateFormAndTables } from '../validate-form-and-tables.ts';

const memberColumns: GridColumn[] = [
  {
    key: 'name',
    title: '成员姓名',
    type: 'input',
    validateRules: [{ required: true, message: '请输入成员姓名' }],
  },
  {
    key: 'phone',
    title: '联系电话',
    type: 'input',
    validateRules: [{ pattern: 'm', message: '请输入正确的手机号' }],
  },
];
const recordColumns: GridColumn[] = [
  { key: 'day', title: '日期', type: 'date', validateRules: [{ required: true, message: '请选择日期' }] },
  {
    key: 'content',
    title: '内容',
    type: 'textarea',
    validateRules: [{ required: true, message: '请输入内容' }],
  },
];
const members: GridRow[] = [{ id: 'm1', name: '王老师', phone: '13800001111' }];
const records: GridRow[] = [{ id: 'd1', day: '', content: '' }];

/** A main form with two sub-tables in tabs: the form is validated first, then the tables; the first failing table's tab opens. */
export function FormAndTablesDemo() {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [tab, setTab] = useState('members');
  const memberGrid = useRef<EditableGridHandle>(null);
  const recordGrid = useRef<EditableGridHandle>(null);
  const check = (grid: React.RefObject<EditableGridHandle | null>) => async () =>
    (await grid.current?.validate()) ?? null;

  const submit = async () => {
    const result = await validateFormAndTables(
      () => form.validateFields(),
      [
        { tabKey: 'members', validate: check(memberGrid) },
        { tabKey: 'records', validate: check(recordGrid) },
      ],
      setTab,
    );
    if (result.ok) message.success('校验通过');
    else if (result.stage === 'table') message.warning(result.message);
  };

  return (
    <div>
      <Form form={form} layout="inline" style={{ marginBottom: 12 }}>
        <Form.Item name="title" label="小组名称" rules={[{ required: true, message: '请输入小组名称' }]}>
          <Input placeholder="请输入小组名称" />
        </Form.Item>
        <Button type="primary" onClick={() => void submit()}>
          提交
        </Button>
      </Form>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'members',
            label: '小组成员',
            forceRender: true,
            children: (
              <EditableGrid
                ref={memberGrid}
                columns={memberColumns}
                rows={members}
                rowNumber
                active={tab === 'members'}
              />
            ),
          },
          {
            key: 'records',
            label: '活动记录',
            forceRender: true,
            children: (
              <EditableGrid
                ref={recordGrid}
                columns={recordColumns}
                rows={records}
                rowNumber
                active={tab === 'records'}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
