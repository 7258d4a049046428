import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { type DayRange, toDayRange } from './date-range.ts';
import { SearchForm } from './SearchForm.tsx';

type FormValues<F> = Omit<F, 'range'> & { range: [Dayjs | null, Dayjs | null] | null };

/**
 * A `SearchForm` ending in 时间范围: `onSearch` gets the filters with the range as two days.
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
  const emptyValues: FormValues<F> = { ...empty, range: null };
  return (
    <SearchForm<FormValues<F>>
      empty={emptyValues}
      onSearch={(values) => onSearch({ ...empty, ...values, range: toDayRange(values.range) })}
      onReset={onReset}
    >
      {children}
      <Form.Item name="range" label="时间范围">
        <DatePicker.RangePicker />
      </Form.Item>
    </SearchForm>
  );
}
