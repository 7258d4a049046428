import { CloseCircleOutlined, SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useMemo, useState } from 'react';
import { PopupModal } from './PopupModal.tsx';
import { emptiedValues, type FieldMapping, mappedValues, parseSorter } from './popup-fields.ts';

export type PopupInputProps = {
  code: string;
  /** Checked mappings (`popupMappings`): a misconfigured popup never gets this far. */
  mappings: readonly FieldMapping[];
  multi?: boolean | undefined;
  /** `column=asc|desc`. */
  sorter?: string | undefined;
  /** Narrows the report: sent as `self_<name>` parameters. */
  param?: Readonly<Record<string, string>> | undefined;
  placeholder?: string | undefined;
  disabled?: boolean | undefined;
  /** The text the input shows. */
  value?: string | undefined;
  /** Opens the dialog on mount (a grid cell that has just been clicked into). */
  defaultOpen?: boolean;
  /** Every target's new value: the chosen rows' sources, or all emptied by the clear icon. */
  onFill: (values: Record<string, string>) => void;
  /** The dialog closed, whether or not a row was chosen. */
  onClose?: () => void;
};

/**
 * JPopup's read-only input with a search icon and its report dialog, without any form: the caller
 * decides where the targets' values go (a form's fields, a grid row's columns).
 */
export function PopupInput({
  code,
  mappings,
  multi = false,
  sorter,
  param,
  placeholder = '请选择',
  disabled,
  value,
  defaultOpen = false,
  onFill,
  onClose,
}: PopupInputProps) {
  const [open, setOpen] = useState(defaultOpen && !disabled);
  const sort = useMemo(() => parseSorter(sorter), [sorter]);
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
                onFill(emptiedValues(mappings));
              }}
            />
          ) : (
            <span />
          )
        }
      />
      <PopupModal
        open={open}
        code={code}
        multi={multi}
        sorter={sort}
        param={param}
        onOk={(rows) => onFill(mappedValues(rows, mappings))}
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
      />
    </>
  );
}
