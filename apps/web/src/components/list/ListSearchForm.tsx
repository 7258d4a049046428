import { Button, DatePicker, Form, Space } from 'antd';
import type { ReactNode } from 'react';
import type { SearchFormState } from './use-list-page.ts';

/**
 * Inline search row of a list page: the page's fields (named after the route's filters), then
 * 时间范围 when the list has a range, then 查询/重置.
 */
export function ListSearchForm({
  list,
  range,
  children,
}: {
  list: { searchForm: SearchFormState };
  /** Form field of the day range (the list's `range` option); shown as 时间范围. */
  range?: string;
  children?: ReactNode;
}) {
  const { form, initialValues, onSearch, onReset } = list.searchForm;
  return (
    <Form
      form={form}
      // Its field ids become search_<field>: a dialog's field of the same name (任务名称 beside the
      // page's 名称 search) would otherwise share the id, and its label would focus the search box.
      name="search"
      layout="inline"
      initialValues={initialValues}
      onFinish={onSearch}
      style={{ marginBottom: 16, rowGap: 12 }}
    >
      {children}
      {range && (
        <Form.Item name={range} label="时间范围">
          <DatePicker.RangePicker />
        </Form.Item>
      )}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button onClick={onReset}>重置</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
