import { Form, Input } from 'antd';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { type AuditFilters, EMPTY_AUDIT_FILTERS } from './audit-query.ts';

/** Search row of the read-audit tab. */
export function ReadAuditSearchForm({
  onSearch,
  onReset,
}: {
  onSearch: (filters: AuditFilters) => void;
  onReset: () => void;
}) {
  return (
    <ListSearchForm empty={EMPTY_AUDIT_FILTERS} onSearch={onSearch} onReset={onReset}>
      <Form.Item name="username" label="读取人">
        <Input placeholder="账号" allowClear style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="recordId" label="记录">
        <Input placeholder="记录 ID（精确）" allowClear style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="resource" label="接口">
        <Input placeholder="接口路径" allowClear style={{ width: 180 }} />
      </Form.Item>
    </ListSearchForm>
  );
}
