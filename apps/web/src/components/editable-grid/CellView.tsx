import { Image, Progress, Tag } from 'antd';
import type { ReactNode } from 'react';
import { ellipsis, FILE_NAME_DISPLAY_LENGTH } from '../format/ellipsis.ts';
import { splitMulti } from './cell-values.ts';
import { MULTI_SELECT_MAX_TAGS } from './constants.ts';
import type { GridColumn, GridRow } from './types.ts';

const textOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

function optionText(column: GridColumn, value: unknown): string {
  const v = textOf(value);
  return column.options?.find((o) => o.value === v)?.text ?? v;
}

/** How a cell reads when it is not being edited. */
export function CellView({ column, row }: { column: GridColumn; row: GridRow }): ReactNode {
  const value = row[column.key];
  switch (column.type) {
    case 'select':
    case 'select-search':
    case 'sel_search_async':
    case 'radio':
    case 'sel_user':
    case 'sel_depart':
      return optionText(column, value);
    case 'select-multiple':
    case 'list_multi': {
      const texts = splitMulti(value).map((v) => optionText(column, v));
      const hidden = texts.length - MULTI_SELECT_MAX_TAGS;
      return (
        <>
          {texts.slice(0, MULTI_SELECT_MAX_TAGS).map((t) => (
            <Tag key={t}>{t}</Tag>
          ))}
          {hidden > 0 && <Tag>+ {hidden} ...</Tag>}
        </>
      );
    }
    case 'tags':
      return splitMulti(textOf(value).replaceAll(';', ',')).map((t) => <Tag key={t}>{t}</Tag>);
    case 'progress':
      return <Progress percent={Number(value) || 0} size="small" />;
    case 'image':
      return value ? <Image src={textOf(value)} width={40} height={40} alt={column.title} /> : null;
    case 'upload':
    case 'file': {
      // Spec §9: a file shows the first 5 characters of its name, the whole name on hover.
      const name = textOf(value).split('/').pop() ?? '';
      return <span title={name}>{ellipsis(name, FILE_NAME_DISPLAY_LENGTH)}</span>;
    }
    case 'slot':
      return column.render?.(row) ?? null;
    default:
      return textOf(value);
  }
}
