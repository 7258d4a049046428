import { InputNumber } from 'antd';

/** The year a statistics page counts, with its label before it. */
export function YearInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (year: number) => void;
}) {
  return (
    <>
      <span>{label}</span>
      <InputNumber
        aria-label={label}
        min={2000}
        max={2100}
        value={value}
        onChange={(v) => v && onChange(v)}
      />
    </>
  );
}
