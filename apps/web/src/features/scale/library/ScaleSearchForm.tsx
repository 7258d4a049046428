import { Form, Input, Select } from 'antd';
import { SearchButtons } from '../../../components/list/SearchButtons.tsx';

export type ScaleFilters = { name: string; code: string; enabled: '' | '0' | '1' };

const EMPTY: ScaleFilters = { name: '', code: '', enabled: '' };

/** Search row of the scale library; both buttons go back to page 1. */
export function ScaleSearchForm({
  onSearch,
  onReset,
}: {
  onSearch: (filters: ScaleFilters) => void;
  onReset: () => void;
}) {
  const [form] = Form.useForm<ScaleFilters>();
  return (
    <Form<ScaleFilters>
      form={form}
      layout="inline"
      initialValues={EMPTY}
      onFinish={(values) => onSearch({ ...EMPTY, ...values })}
      style={{ marginBottom: 16, rowGap: 12 }}
    >
      <Form.Item name="name" label="名称">
        <Input placeholder="请输入量表名称" allowClear style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="code" label="编码">
        <Input placeholder="请输入量表编码" allowClear style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="enabled" label="状态">
        <Select
          style={{ width: 120 }}
          options={[
            { value: '', label: '全部' },
            { value: '1', label: '启用' },
            { value: '0', label: '停用' },
          ]}
        />
      </Form.Item>
      <SearchButtons form={form} onReset={onReset} />
    </Form>
  );
}
