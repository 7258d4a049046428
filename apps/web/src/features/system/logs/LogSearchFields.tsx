import { Form, Input, Select } from 'antd';
import { useDictItems } from '../../../components/list/use-dict-items.ts';

function OperateTypeSelect(props: { value?: string; onChange?: (value: string) => void }) {
  const items = useDictItems('operate_type');
  return (
    <Select
      {...props}
      style={{ width: 120 }}
      options={[{ value: '', label: '全部' }, ...items.map((i) => ({ value: i.value, label: i.text }))]}
    />
  );
}

/** Search fields of a log tab (named after the list's filters). */
export function LogSearchFields({ withOperateType }: { withOperateType: boolean }) {
  return (
    <>
      <Form.Item name="keyWord" label="关键字">
        <Input placeholder="日志内容" allowClear style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="operator" label="操作人">
        <Input placeholder="账号或姓名" allowClear style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="ip" label="IP">
        <Input placeholder="IP 地址" allowClear style={{ width: 150 }} />
      </Form.Item>
      {withOperateType && (
        <Form.Item name="operateType" label="操作类型">
          <OperateTypeSelect />
        </Form.Item>
      )}
    </>
  );
}
