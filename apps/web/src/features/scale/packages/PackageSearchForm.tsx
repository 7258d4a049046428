import { Form, Input, Select } from 'antd';
import { SearchForm } from '../../../components/list/SearchForm.tsx';
import { STATUS_FILTER_OPTIONS } from '../common/status-options.ts';

export type PackageFilters = { name: string; status: '' | '0' | '1' };

const EMPTY: PackageFilters = { name: '', status: '' };

export function PackageSearchForm({
  onSearch,
  onReset,
}: {
  onSearch: (filters: PackageFilters) => void;
  onReset: () => void;
}) {
  return (
    <SearchForm empty={EMPTY} onSearch={onSearch} onReset={onReset}>
      <Form.Item name="name" label="套餐名称">
        <Input placeholder="请输入套餐名称" allowClear style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="status" label="状态">
        <Select style={{ width: 120 }} options={STATUS_FILTER_OPTIONS} />
      </Form.Item>
    </SearchForm>
  );
}
