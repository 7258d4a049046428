import { UploadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Input, Popover, Radio, Select, TimePicker, Upload } from 'antd';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { type ReactNode, useEffect, useState } from 'react';
import { acceptNumberKeystroke, joinMulti, numberOnBlur, splitMulti, tagsText } from './cell-values.ts';
import { DATE_FORMAT, INPUT_POP_SIZE } from './constants.ts';
import { PopupCellEditor } from './PopupCellEditor.tsx';
import type { GridColumn, GridOption, GridRow } from './types.ts';
import { useOptionSearch } from './use-option-search.ts';

// Time cells hold bare HH:mm:ss, which dayjs reads only with a format.
dayjs.extend(customParseFormat);

export type CellEditorProps = {
  column: GridColumn;
  row: GridRow;
  onChange: (value: unknown) => void;
  /** Sets several cells of the row at once (a popup cell's destination columns). */
  onChangeFields: (values: Record<string, string>) => void;
  /** Leaves edit mode (blur, Enter, a choice made). */
  onDone: () => void;
};

const textOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const selectOptions = (options: readonly GridOption[] = []) =>
  options.map((o) => ({ value: o.value, label: o.text }));

/** The editor a cell switches to on click; each type keeps the value form of spec §3/§5. */
export function CellEditor({ column, row, onChange, onChangeFields, onDone }: CellEditorProps): ReactNode {
  const value = row[column.key];
  const common = { autoFocus: true, placeholder: column.placeholder, style: { width: '100%' } };
  switch (column.type) {
    case 'inputNumber':
      return <NumberEditor {...common} value={value} onChange={onChange} onDone={onDone} />;
    case 'textarea':
      return (
        <Input.TextArea
          {...common}
          autoSize
          value={textOf(value)}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onDone}
        />
      );
    case 'tags':
      return (
        <Input
          {...common}
          value={textOf(value)}
          onChange={(e) => onChange(tagsText(e.target.value))}
          onBlur={onDone}
        />
      );
    case 'select':
    case 'select-search':
    case 'radio':
      return column.type === 'radio' ? (
        <Radio.Group
          value={textOf(value)}
          options={selectOptions(column.options).map((o) => ({ ...o }))}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <Select
          {...common}
          defaultOpen
          allowClear
          showSearch={column.type === 'select-search' ? { optionFilterProp: 'label' } : false}
          value={textOf(value) || undefined}
          options={selectOptions(column.options)}
          onChange={(v) => onChange(v ?? '')}
          onBlur={onDone}
        />
      );
    case 'select-multiple':
    case 'list_multi':
      return (
        <Select
          {...common}
          mode="multiple"
          defaultOpen
          maxTagCount={1}
          value={splitMulti(value)}
          options={selectOptions(column.options)}
          onChange={(v: string[]) => onChange(joinMulti(v))}
          onBlur={onDone}
        />
      );
    case 'sel_search_async':
      return <AsyncSearchEditor column={column} value={value} onChange={onChange} onDone={onDone} />;
    case 'popup':
      return <PopupCellEditor column={column} row={row} onChangeFields={onChangeFields} onDone={onDone} />;
    case 'sel_user':
    case 'sel_depart':
      return <LoadedOptionsEditor column={column} value={value} onChange={onChange} onDone={onDone} />;
    case 'date':
    case 'datetime': {
      const format = DATE_FORMAT[column.type];
      return (
        <DatePicker
          {...common}
          defaultOpen
          showTime={column.type === 'datetime'}
          format={format}
          value={value ? dayjs(textOf(value), format) : null}
          onChange={(d) => onChange(d ? d.format(format) : '')}
          onOpenChange={(open) => !open && onDone()}
        />
      );
    }
    case 'time':
      return (
        <TimePicker
          {...common}
          defaultOpen
          format={DATE_FORMAT.time}
          value={value ? dayjs(textOf(value), DATE_FORMAT.time) : null}
          onChange={(d) => onChange(d ? d.format(DATE_FORMAT.time) : '')}
          onOpenChange={(open) => !open && onDone()}
        />
      );
    case 'input_pop':
      return (
        <Popover
          open
          trigger={[]}
          classNames={{ root: 'editable-grid-input-pop' }}
          content={
            <Input.TextArea
              autoFocus
              value={textOf(value)}
              style={{ width: INPUT_POP_SIZE.width, height: INPUT_POP_SIZE.height }}
              onChange={(e) => onChange(e.target.value)}
            />
          }
        >
          <span>{textOf(value) || column.placeholder}</span>
        </Popover>
      );
    case 'upload':
    case 'file':
    case 'image':
      return <UploadEditor column={column} onChange={onChange} onDone={onDone} />;
    default:
      return (
        <Input
          {...common}
          value={textOf(value)}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onDone}
          onPressEnter={onDone}
        />
      );
  }
}

type ValueEditorProps = { value: unknown; onChange: (value: unknown) => void; onDone: () => void };

function NumberEditor({
  value,
  onChange,
  onDone,
  ...rest
}: ValueEditorProps & { autoFocus: boolean; placeholder?: string | undefined }) {
  const [text, setText] = useState(textOf(value));
  return (
    <Input
      {...rest}
      value={text}
      onChange={(e) => setText((previous) => acceptNumberKeystroke(previous, e.target.value))}
      onBlur={() => {
        onChange(numberOnBlur(text) ?? '');
        onDone();
      }}
    />
  );
}

function AsyncSearchEditor({ column, value, onChange, onDone }: ValueEditorProps & { column: GridColumn }) {
  const { options, loading, onSearch } = useOptionSearch(column.search);
  return (
    <Select
      autoFocus
      defaultOpen
      style={{ width: '100%' }}
      showSearch={{ filterOption: false, onSearch }}
      loading={loading}
      value={textOf(value) || undefined}
      placeholder="请输入搜索内容"
      notFoundContent={loading ? undefined : '没有查询到任何数据'}
      options={selectOptions(options)}
      onChange={(v) => onChange(v ?? '')}
      onBlur={onDone}
    />
  );
}

function LoadedOptionsEditor({ column, value, onChange, onDone }: ValueEditorProps & { column: GridColumn }) {
  const [options, setOptions] = useState<GridOption[]>(column.options ? [...column.options] : []);
  useEffect(() => {
    column.loadOptions?.().then(setOptions);
  }, [column]);
  return (
    <Select
      autoFocus
      defaultOpen
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: '100%' }}
      value={textOf(value) || undefined}
      options={selectOptions(options)}
      onChange={(v) => onChange(v ?? '')}
      onBlur={onDone}
    />
  );
}

function UploadEditor({
  column,
  onChange,
  onDone,
}: {
  column: GridColumn;
  onChange: (v: unknown) => void;
  onDone: () => void;
}) {
  return (
    <Upload
      showUploadList={false}
      accept={column.type === 'image' ? 'image/*' : undefined}
      customRequest={({ file, onSuccess, onError }) => {
        if (!column.upload || !(file instanceof File)) return;
        column
          .upload(file)
          .then((path) => {
            onChange(path);
            onSuccess?.(path);
            onDone();
          })
          .catch((err: Error) => onError?.(err));
      }}
    >
      <Button size="small" icon={<UploadOutlined />}>
        {column.type === 'image' ? '上传图片' : '上传文件'}
      </Button>
    </Upload>
  );
}
