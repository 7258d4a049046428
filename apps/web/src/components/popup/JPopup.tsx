import { CloseCircleOutlined, SearchOutlined } from '@ant-design/icons';
import { App, Form, Input } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { PopupModal } from './PopupModal.tsx';
import {
  emptiedValues,
  mappedValues,
  type PopupFieldsInput,
  parseSorter,
  popupMappings,
} from './popup-fields.ts';

type Props = PopupFieldsInput & {
  /** The form field this input shows (one of the targets); the first target when absent. */
  field?: string;
  multi?: boolean;
  /** `column=asc|desc`. */
  sorter?: string;
  /** Narrows the report: sent as `self_<name>` parameters. */
  param?: Readonly<Record<string, string>>;
  placeholder?: string;
  disabled?: boolean;
  value?: string;
  /** The shown field's new value and every target's value (also written into the enclosing form). */
  onChange?: (value: string | undefined, values: Record<string, string>) => void;
};

/**
 * Popup selector backed by a report config (JeecgBoot JPopup): a read-only input with a search icon
 * opening the report's dialog; the chosen rows' `orgFields` (or `fieldConfig` sources) fill the
 * `destFields` of the enclosing form. A configuration that cannot work says so (spec §5) and
 * renders nothing.
 */
export function JPopup({
  field,
  multi = false,
  sorter,
  param,
  placeholder = '请选择',
  disabled,
  value,
  onChange,
  ...config
}: Props) {
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const [open, setOpen] = useState(false);
  const { code, orgFields, destFields, fieldConfig } = config;
  const checked = useMemo(
    () => popupMappings({ code, orgFields, destFields, fieldConfig }),
    [code, orgFields, destFields, fieldConfig],
  );
  const problem = 'problem' in checked ? checked.problem : undefined;
  const mappings = 'mappings' in checked ? checked.mappings : [];
  const shown = field ?? mappings[0]?.target ?? '';
  const sort = useMemo(() => parseSorter(sorter), [sorter]);

  useEffect(() => {
    if (problem) void message.error(problem);
  }, [problem, message]);
  if (problem) return null;

  const fill = (values: Record<string, string>) => {
    form?.setFieldsValue(values);
    const next = values[shown];
    onChange?.(next ? next : undefined, values);
  };

  return (
    <>
      <Input
        readOnly
        aria-label={placeholder}
        placeholder={placeholder}
        value={value ?? ''}
        disabled={disabled}
        onClick={() => !disabled && setOpen(true)}
        prefix={<SearchOutlined />}
        suffix={
          value && !disabled ? (
            <CloseCircleOutlined
              title="清空"
              onClick={(event) => {
                event.stopPropagation();
                fill(emptiedValues(mappings));
              }}
            />
          ) : (
            <span />
          )
        }
      />
      <PopupModal
        open={open}
        code={code ?? ''}
        multi={multi}
        sorter={sort}
        param={param}
        onOk={(rows) => fill(mappedValues(rows, mappings))}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
