import { Form } from 'antd';
import type { ReactNode } from 'react';
import { SearchButtons } from './SearchButtons.tsx';

/**
 * Inline search row of a list: the page's fields, then 查询/重置. `onSearch` gets `empty` overlaid
 * with what was entered, so every filter has a value; callers go back to page 1 on both buttons.
 */
export function SearchForm<V extends object>({
  empty,
  onSearch,
  onReset,
  children,
}: {
  empty: V;
  onSearch: (values: V) => void;
  onReset: () => void;
  children: ReactNode;
}) {
  const [form] = Form.useForm<V>();
  return (
    <Form<V>
      form={form}
      layout="inline"
      initialValues={empty}
      onFinish={(values) => onSearch({ ...empty, ...values })}
      style={{ marginBottom: 16, rowGap: 12 }}
    >
      {children}
      <SearchButtons form={form} onReset={onReset} />
    </Form>
  );
}
