import { z } from 'zod';
import { CUSTOM_SCALE_LIMITS as L } from './custom-limits.ts';
import { ScaleInputError } from './errors.ts';
import type { Scale, ScaleVersion } from './model.ts';
import { rawPath } from './problems.ts';
import { resolveScaleVersion } from './registry.ts';
import { zhErrorMap } from './zh-error-map.ts';

export interface ItemWording {
  readonly number: number;
  readonly text: string;
  /** Option labels in sheet order; null keeps the built-in labels. */
  readonly options: readonly string[] | null;
}

export interface ItemBank {
  readonly scale: string;
  readonly version: string;
  readonly source: string | null;
  readonly items: readonly ItemWording[];
}

export interface ItemBankError {
  /** JSON: 1-based position in `items`; rows variant: spreadsheet row number; null for whole-file problems. */
  readonly row: number | null;
  readonly field: string;
  readonly message: string;
}

export type ItemBankResult =
  | { readonly ok: true; readonly bank: ItemBank }
  | { readonly ok: false; readonly errors: readonly ItemBankError[] };

// `null` is accepted where ItemBank itself holds null, so an accepted bank re-parses unchanged.
const bankSchema = z.strictObject({
  scale: z.string().min(1, '请填写量表代码').max(32),
  version: z.string().min(1, '版本号不能为空').max(L.versionLength).optional(),
  source: z.string().max(L.descriptionLength).nullable().optional(),
  items: z.array(z.unknown()).min(1, '至少需要一题').max(1000, '题库不能超过 1000 题'),
});

const itemSchema = z.strictObject({
  number: z.number().int(),
  text: z.string().trim().min(1, '题目文字不能为空').max(L.itemTextLength),
  options: z
    .array(z.string().trim().min(1, '选项文字不能为空').max(L.labelLength))
    .max(L.options)
    .nullable()
    .optional(),
});

export interface ItemBankTarget {
  /**
   * The scale the bank is for, when it is not a built-in one (a tenant's custom scale); its code must
   * match the bank's `scale`. Without it the bank's `scale` names a built-in scale.
   */
  readonly scale?: Scale;
  /** Settings that change the item count, e.g. UPI `{ supplementary: true }`. */
  readonly settings?: unknown;
}

function resolveTarget(
  scale: string | Scale,
  version: string | undefined,
  settings: unknown,
): { v: ScaleVersion } | { error: ItemBankError } {
  try {
    return { v: resolveScaleVersion(scale, version, settings) };
  } catch (e) {
    if (e instanceof ScaleInputError) return { error: { row: null, field: 'scale', message: e.message } };
    throw e;
  }
}

/** Checks numbering, counts and option counts against the target version; every problem is reported. */
function checkAgainst(v: ScaleVersion, items: readonly (ItemWording & { row: number })[]): ItemBankError[] {
  const errors: ItemBankError[] = [];
  if (items.length !== v.items.length) {
    errors.push({
      row: null,
      field: 'items',
      message: `${v.code} ${v.version} 有 ${v.items.length} 题，题库提供了 ${items.length} 题`,
    });
  }
  items.forEach((item, i) => {
    // NaN means the number cell itself was already reported as malformed.
    if (!Number.isNaN(item.number) && item.number !== i + 1) {
      errors.push({ row: item.row, field: 'number', message: `题号应为 ${i + 1}，实际为 ${item.number}` });
    }
    const builtIn = v.items[i];
    if (builtIn && item.options && item.options.length !== builtIn.options.length) {
      errors.push({
        row: item.row,
        field: 'options',
        message: `第 ${i + 1} 题应有 ${builtIn.options.length} 个选项，提供了 ${item.options.length} 个`,
      });
    }
  });
  return errors;
}

/** An item bank as read from its file, not yet checked against its scale (`checkItemBank`). */
export interface ItemBankDraft {
  /** The scale the bank names itself (JSON); null when the file does not say (spreadsheet). */
  readonly scale: string | null;
  readonly version: string | undefined;
  readonly source: string | null;
  readonly items: readonly (ItemWording & { readonly row: number })[];
  /** Problems of the file itself, reported together with those against the scale. */
  readonly errors: readonly ItemBankError[];
}

/** Reading a bank: a draft, or a file so malformed that nothing could be read from it. */
export type ItemBankRead =
  | { readonly ok: true; readonly draft: ItemBankDraft }
  | { readonly ok: false; readonly errors: readonly ItemBankError[] };

/**
 * Checks a draft against its scale: the scale the caller chose (a tenant's custom scale or a
 * built-in code; a JSON bank naming another is refused), else the one the bank names.
 */
export function checkItemBank(
  draft: ItemBankDraft,
  target: { scale?: string | Scale; settings?: unknown } = {},
): ItemBankResult {
  const chosen = typeof target.scale === 'string' ? target.scale : target.scale?.code;
  if (chosen && draft.scale && chosen !== draft.scale) {
    const message = `题库的量表代码 ${draft.scale} 与所选量表 ${chosen} 不一致`;
    return { ok: false, errors: [{ row: null, field: 'scale', message }] };
  }
  const scale = target.scale ?? draft.scale;
  if (!scale) return { ok: false, errors: [{ row: null, field: 'scale', message: '请选择量表' }] };
  const resolved = resolveTarget(scale, draft.version, target.settings);
  if ('error' in resolved) return { ok: false, errors: [resolved.error, ...draft.errors] };
  const all = [...draft.errors, ...checkAgainst(resolved.v, draft.items)];
  if (all.length > 0) return { ok: false, errors: all };
  return {
    ok: true,
    bank: {
      scale: resolved.v.code,
      version: resolved.v.version,
      source: draft.source,
      items: draft.items.map(({ number, text, options }) => ({ number, text, options })),
    },
  };
}

const checked = (
  read: ItemBankRead,
  target: { scale?: string | Scale; settings?: unknown },
): ItemBankResult => (read.ok ? checkItemBank(read.draft, target) : read);

/** Parses an item bank given as JSON text or an already-parsed value. All-or-nothing: a single error means no bank. */
export function parseItemBank(json: unknown, target: ItemBankTarget = {}): ItemBankResult {
  return checked(readItemBank(json), target);
}

/** Reads a JSON bank (text or parsed) without its scale: the CPU-bound part, run in a worker thread by the server. */
export function readItemBank(json: unknown): ItemBankRead {
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json);
    } catch (e) {
      return {
        ok: false,
        errors: [{ row: null, field: '(file)', message: `JSON 格式错误：${(e as Error).message}` }],
      };
    }
  }
  const head = bankSchema.safeParse(value, { error: zhErrorMap });
  if (!head.success) {
    return {
      ok: false,
      errors: head.error.issues.map((i) => ({
        row: null,
        field: rawPath(i.path) || '(root)',
        message: i.message,
      })),
    };
  }
  const errors: ItemBankError[] = [];
  const items: (ItemWording & { row: number })[] = [];
  head.data.items.forEach((raw, i) => {
    const parsed = itemSchema.safeParse(raw, { error: zhErrorMap });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({ row: i + 1, field: rawPath(issue.path) || '(item)', message: issue.message });
      }
      const n = typeof raw === 'object' && raw !== null && 'number' in raw ? raw.number : undefined;
      items.push({
        number: Number.isInteger(n) ? Number(n) : Number.NaN,
        text: '',
        options: null,
        row: i + 1,
      });
      return;
    }
    items.push({ ...parsed.data, options: parsed.data.options ?? null, row: i + 1 });
  });
  const { scale, version, source = null } = head.data;
  return { ok: true, draft: { scale, version, source, items, errors } };
}

export interface ItemBankRowsTarget {
  /** A built-in scale code, or the scale itself (a tenant's custom scale). */
  readonly scale: string | Scale;
  readonly version?: string;
  readonly source?: string;
  readonly settings?: unknown;
}

/** The header cells every spreadsheet starts with; option columns follow as 选项1, 选项2, … */
export const ITEM_BANK_HEADER = ['题号', '题目'] as const;
/** Title rows allowed above the header, as in JeecgBoot's Excel exports (title + note). */
export const ITEM_BANK_TITLE_ROWS = 2;

function isHeader(cells: readonly string[] | undefined): boolean {
  return cells?.[0] === ITEM_BANK_HEADER[0] && cells[1] === ITEM_BANK_HEADER[1];
}

/**
 * Spreadsheet variant: the header `题号 | 题目 | 选项1 | 选项2 | …` on row 1 (or below up to two title
 * rows), then one row per item. Option cells may all be left empty to keep the built-in labels. Blank rows
 * are skipped; rows are reported by their spreadsheet row number.
 */
export function parseItemBankRows(
  rows: readonly (readonly string[])[],
  target: ItemBankRowsTarget,
): ItemBankResult {
  return checked(readItemBankRows(rows, target), target);
}

/** Reads a spreadsheet bank without its scale (see `readItemBank`). */
export function readItemBankRows(
  rows: readonly (readonly string[])[],
  meta: { readonly version?: string; readonly source?: string } = {},
): ItemBankRead {
  const clean = rows.map((r) => r.map((c) => String(c ?? '').trim()));
  const headerAt = clean.slice(0, ITEM_BANK_TITLE_ROWS + 1).findIndex(isHeader);
  if (headerAt < 0) {
    return {
      ok: false,
      errors: [
        {
          row: 1,
          field: 'header',
          message: `第 1 行（或其下不超过 ${ITEM_BANK_TITLE_ROWS} 行标题之后）应为表头：${ITEM_BANK_HEADER.join(' | ')} | 选项1 | 选项2 …`,
        },
      ],
    };
  }
  const errors: ItemBankError[] = [];
  const items: (ItemWording & { row: number })[] = [];
  clean.slice(headerAt + 1).forEach((cells, i) => {
    const row = headerAt + i + 2;
    if (cells.every((c) => c === '')) return;
    const [numberCell = '', text = '', ...optionCells] = cells;
    const number = /^\d+$/.test(numberCell) ? Number(numberCell) : Number.NaN;
    if (Number.isNaN(number))
      errors.push({ row, field: '题号', message: `题号必须是正整数，收到“${numberCell}”` });
    if (text === '') errors.push({ row, field: '题目', message: '题目文字不能为空' });
    const lastFilled = optionCells.reduce((last, c, k) => (c === '' ? last : k), -1);
    const used = optionCells.slice(0, lastFilled + 1);
    used.forEach((c, k) => {
      if (c === '') errors.push({ row, field: `选项${k + 1}`, message: '选项之间不能留空' });
    });
    items.push({ number, text, options: used.length > 0 ? used : null, row });
  });
  return {
    ok: true,
    draft: { scale: null, version: meta.version, source: meta.source ?? null, items, errors },
  };
}

/** Returns the version with the bank's wording; scores, keys and rules are untouched. */
export function applyItemBank(v: ScaleVersion, bank: ItemBank): ScaleVersion {
  if (bank.scale !== v.code || bank.version !== v.version || bank.items.length !== v.items.length) {
    throw new ScaleInputError(
      'BAD_DEFINITION',
      `题库 ${bank.scale} ${bank.version}（${bank.items.length} 题）不适用于 ${v.code} ${v.version}（${v.items.length} 题）`,
    );
  }
  return {
    ...v,
    items: v.items.map((item, i) => {
      const w = bank.items[i];
      if (!w) return item;
      const labels = w.options;
      return {
        ...item,
        text: w.text,
        options: labels ? item.options.map((o, k) => ({ ...o, label: labels[k] ?? o.label })) : item.options,
      };
    }),
  };
}
