import { App, Form } from 'antd';
import { useEffect, useMemo } from 'react';
import { PopupInput } from './PopupInput.tsx';
import { type PopupFieldsInput, popupMappings } from './popup-fields.ts';

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
export function JPopup({ field, onChange, ...props }: Props) {
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const { code, orgFields, destFields, fieldConfig, ...input } = props;
  const checked = useMemo(
    () => popupMappings({ code, orgFields, destFields, fieldConfig }),
    [code, orgFields, destFields, fieldConfig],
  );
  const problem = 'problem' in checked ? checked.problem : undefined;

  useEffect(() => {
    if (problem) void message.error(problem);
  }, [problem, message]);
  if ('problem' in checked) return null;

  const shown = field ?? checked.mappings[0]?.target ?? '';
  const fill = (values: Record<string, string>) => {
    form?.setFieldsValue(values);
    const next = values[shown];
    onChange?.(next ? next : undefined, values);
  };
  return <PopupInput {...input} code={code ?? ''} mappings={checked.mappings} onFill={fill} />;
}
