import type { GridPreset } from '@xinmiao/shared';
import type { ReactNode } from 'react';

/** Column types of spec §3 ("Grid column"); the row-* ones are the grid's own columns, chosen by props. */
export const GRID_CELL_TYPES = [
  'input',
  'inputNumber',
  'textarea',
  'select',
  'select-search',
  'select-multiple',
  'list_multi',
  'sel_search_async',
  'date',
  'datetime',
  'time',
  'checkbox',
  'radio',
  'progress',
  'tags',
  'sel_user',
  'sel_depart',
  'popup',
  'input_pop',
  'upload',
  'file',
  'image',
  'slot',
  'normal',
  'hidden',
] as const;
export type GridCellType = (typeof GRID_CELL_TYPES)[number];

export type GridOption = { value: string; text: string };

export type GridRow = { id: string; [field: string]: unknown };

/** A validation rule: a preset name or pattern, required, unique ('only'), or an async handler. */
export type GridRule = {
  pattern?: GridPreset | 'only' | RegExp;
  required?: boolean;
  unique?: boolean;
  message: string;
  /** Resolves with an error message, or null when the value is fine. */
  handler?: (value: unknown, row: GridRow, rows: readonly GridRow[]) => Promise<string | null>;
};

export type GridColumn = {
  key: string;
  title: string;
  type: GridCellType;
  width?: number;
  options?: readonly GridOption[];
  /** Async options of `sel_search_async` (and `select-search` without options). */
  search?: (text: string) => Promise<GridOption[]>;
  validateRules?: readonly GridRule[];
  statistics?: readonly ('sum' | 'average')[];
  placeholder?: string;
  disabled?: boolean;
  /** `checkbox`/switch values: on is the first, off the second (default Y and N). */
  customValue?: readonly [string, string];
  /** Renders a `slot` column. */
  render?: (row: GridRow) => ReactNode;
  /** Picker data of `sel_user`/`sel_depart`: loaded options. */
  loadOptions?: () => Promise<GridOption[]>;
  /** `popup`: the report config (报表配置) whose dialog the cell opens. */
  popupCode?: string;
  /** `popup`: comma-separated report fields… */
  orgFields?: string;
  /** …and the columns of the same row they fill, in the same order. */
  destFields?: string;
  /** `popup`: the target the cell itself holds and shows (default: its own key). */
  field?: string;
  /** `popup`: narrows the report, sent as `self_<name>` parameters. */
  param?: Readonly<Record<string, string>>;
  /** `popup`: `column=asc|desc`. */
  sorter?: string;
  /** `popup`: several rows (checkboxes); each target gets their values comma-joined. */
  multi?: boolean;
  /** `upload`/`file`/`image`: turns a chosen file into its stored path. */
  upload?: (file: File) => Promise<string>;
};
