import { Form, Input, Select } from 'antd';
import { SearchForm } from '../../../components/list/SearchForm.tsx';
import { STATUS_FILTER_OPTIONS } from '../common/status-options.ts';

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
  return (
    <SearchForm empty={EMPTY} onSearch={onSearch} onReset={onReset}>
      <Form.Item name="name" label="名称">
        <Input placeholder="请输入量表名称" allowClear style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="code" label="编码">
        <Input placeholder="请输入量表编码" allowClear style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="enabled" label="状态">
        <Select style={{ width: 120 }} options={STATUS_FILTER_OPTIONS} />
      </Form.Item>
    </SearchForm>
  );
}
