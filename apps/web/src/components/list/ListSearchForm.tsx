import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { type DayRange, toDayRange } from './date-range.ts';
import { SearchButtons } from './SearchButtons.tsx';

type FormValues<F> = Omit<F, 'range'> & { range?: [Dayjs | null, Dayjs | null] | null };

/**
 * Inline search row of a list: the page's fields, then 时间范围 and 查询/重置. `onSearch` gets the
 * filters with the range as two days; callers go back to page 1 on both buttons.
 */
export function ListSearchForm<F extends { range: DayRange | null }>({
  empty,
  onSearch,
  onReset,
  children,
}: {
  empty: F;
  onSearch: (filters: F) => void;
  onReset: () => void;
  children: ReactNode;
}) {
  const [form] = Form.useForm<FormValues<F>>();
  return (
    <Form<FormValues<F>>
      form={form}
      layout="inline"
      initialValues={empty}
      onFinish={(values) => onSearch({ ...empty, ...values, range: toDayRange(values.range) })}
      style={{ marginBottom: 16, rowGap: 12 }}
    >
      {children}
      <Form.Item name="range" label="时间范围">
        <DatePicker.RangePicker />
      </Form.Item>
      <SearchButtons form={form} onReset={onReset} />
    </Form>
  );
}
