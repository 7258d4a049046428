import { isGridPreset } from '@xinmiao/shared';
import { popupCellMappings } from './popup-cell.ts';
import { GRID_CELL_TYPES, type GridColumn } from './types.ts';

export const CONFIG_WARNING_PREFIX = '【EditableGrid】表格列配置有误：';

const KNOWN_TYPES: ReadonlySet<string> = new Set(GRID_CELL_TYPES);

/** JeecgBoot's row-* column types; here each is a prop of the grid, not a column. */
const ROW_TYPE_PROPS: Readonly<Record<string, string>> = {
  'row-number': 'rowNumber',
  'row-checkbox': 'rowSelection="checkbox"',
  'row-radio': 'rowSelection="radio"',
  'row-expand': 'expandedRowRender',
  'row-drag-sort': 'dragSort',
};

const OPTION_TYPES: ReadonlySet<string> = new Set(['select', 'radio', 'select-multiple', 'list_multi']);
const LOADED_TYPES: ReadonlySet<string> = new Set(['sel_user', 'sel_depart']);
const UPLOAD_TYPES: ReadonlySet<string> = new Set(['upload', 'file', 'image']);

/** What a column lacks for its type to work, or null. */
function missingPart(column: GridColumn, name: string): string | null {
  const { type } = column;
  if (OPTION_TYPES.has(type) && !column.options?.length)
    return `列${name}（${type}）没有 options，下拉中没有可选项`;
  if (type === 'select-search' && !column.options?.length && !column.search)
    return `列${name}（select-search）既没有 options 也没有 search，无法选择`;
  if (type === 'sel_search_async' && !column.search)
    return `列${name}（sel_search_async）没有 search，无法搜索选项`;
  if (LOADED_TYPES.has(type) && !column.loadOptions) return `列${name}（${type}）没有 loadOptions，无法选择`;
  if (UPLOAD_TYPES.has(type) && !column.upload) return `列${name}（${type}）没有 upload，无法上传文件`;
  if (type === 'slot' && !column.render) return `列${name}（slot）没有 render，单元格为空`;
  if (type === 'popup') return popupProblem(column, name);
  return null;
}

/** A popup column needs popupCode, orgFields and destFields of one length; its cell shows `field`. */
function popupProblem(column: GridColumn, name: string): string | null {
  const checked = popupCellMappings(column);
  if ('problem' in checked) {
    const absent = (['popupCode', 'orgFields', 'destFields'] as const).filter(
      (part) => !column[part]?.split(',').some((name) => name.trim()),
    );
    const what = absent.length ? `缺少 ${absent.join('、')}` : 'orgFields 与 destFields 的字段数不同';
    return `列${name}（popup）${what}：${checked.problem}`;
  }
  const shown = column.field ?? column.key;
  if (!checked.mappings.some((m) => m.target === shown))
    return `列${name}（popup）的 ${column.field ? `field「${shown}」` : 'key '}不在 destFields 中，选择后单元格为空`;
  return null;
}

/**
 * Mistakes in a grid's column list that would otherwise fail silently (spec §8: missing grid keys are
 * console warnings): a missing or repeated `key`, an unknown `type`, a type without the part it
 * needs (a popup's report and fields), an unknown validation preset. Columns often come from stored JSON, so the types alone do
 * not rule these out.
 */
export function gridConfigWarnings(columns: readonly GridColumn[]): string[] {
  const warnings: string[] = [];
  const firstAt = new Map<string, number>();
  columns.forEach((column, index) => {
    const position = `第 ${index + 1} 列`;
    const key = typeof column.key === 'string' ? column.key.trim() : '';
    if (!key) {
      warnings.push(`${position}（${column.title || '无标题'}）缺少 key，该列的值无法读写和校验`);
      return;
    }
    const name = `「${key}」`;
    const seen = firstAt.get(key);
    if (seen === undefined) firstAt.set(key, index);
    else warnings.push(`列 key${name}重复（第 ${seen + 1}、${index + 1} 列），同一行只会保存一个值`);
    const type: string = column.type;
    if (ROW_TYPE_PROPS[type]) {
      warnings.push(`列${name}的类型「${type}」由表格属性 ${ROW_TYPE_PROPS[type]} 设置，不能作为数据列`);
    } else if (!KNOWN_TYPES.has(type)) {
      warnings.push(`列${name}的类型「${type}」不存在，按文本列显示`);
    } else {
      const missing = missingPart(column, name);
      if (missing) warnings.push(missing);
    }
    for (const rule of column.validateRules ?? []) {
      const pattern: unknown = rule.pattern;
      if (typeof pattern === 'string' && pattern !== 'only' && !isGridPreset(pattern))
        warnings.push(`列${name}的校验规则 pattern「${pattern}」不是已知的预设，该规则不会生效`);
    }
  });
  return warnings;
}
