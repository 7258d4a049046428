import { Form, Input, Select } from 'antd';
import { SearchButtons } from '../../../components/list/SearchButtons.tsx';

export type PackageFilters = { name: string; status: '' | '0' | '1' };

const EMPTY: PackageFilters = { name: '', status: '' };

export function PackageSearchForm({
  onSearch,
  onReset,
}: {
  onSearch: (filters: PackageFilters) => void;
  onReset: () => void;
}) {
  const [form] = Form.useForm<PackageFilters>();
  return (
    <Form<PackageFilters>
      form={form}
      layout="inline"
      initialValues={EMPTY}
      onFinish={(values) => onSearch({ ...EMPTY, ...values })}
      style={{ marginBottom: 16, rowGap: 12 }}
    >
      <Form.Item name="name" label="套餐名称">
        <Input placeholder="请输入套餐名称" allowClear style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="status" label="状态">
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
