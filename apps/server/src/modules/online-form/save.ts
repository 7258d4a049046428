import {
  FORM_VALIDATION_PRESETS,
  type FormField,
  type FormRowInput,
  ONLINE_FORM_MESSAGES,
} from '@xinmiao/shared';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import { linkColumn } from '../../core/form-tables.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { chinaDateTime, parseChinaTime } from '../../core/time.ts';
import { newId } from '../../db/ids.ts';
import { onlForm } from '../../db/schema.ts';
import { allDictItems } from '../dict/index.ts';
import { type LoadedForm, STAMPS, subFormsOf } from './data.ts';
import { tableOf } from './form-table-cache.ts';
import type { FormRow } from './records.ts';

type Value = string | number | null | undefined;
type Values = Record<string, Value>;
export type Stored = string | number | Date | null;

function invalid(field: FormField, message: string): never {
  throw new AppError(message, undefined, undefined, { [field.name]: message });
}

/** A day that exists (`2024-02-30` is refused, not rolled into March). */
const realDay = (date: Date, raw: string) => chinaDateTime(date).slice(0, 10) === raw.slice(0, 10);

/**
 * One field's value checked against its definition: as the column stores it, or why not (a
 * sentence naming the field by its label).
 */
export function fieldValue(
  field: FormField,
  value: Value,
  dictValues: ReadonlySet<string> | undefined,
): { value: Stored } | { error: string } {
  const raw = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (raw === '') return field.required ? { error: `请输入${field.label}` } : { value: null };
  switch (field.type) {
    case 'int': {
      const n = Number(raw);
      if (!Number.isInteger(n) || Math.abs(n) > 2_147_483_647) return { error: `${field.label}须为整数` };
      return { value: n };
    }
    case 'decimal':
      return /^-?\d{1,15}(\.\d{1,6})?$/.test(raw) ? { value: raw } : { error: `${field.label}须为数字` };
    case 'date':
    case 'datetime': {
      const pattern =
        field.type === 'date' ? /^\d{4}-\d{2}-\d{2}$/ : /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
      const date = pattern.test(raw) ? parseChinaTime(raw) : null;
      if (!date || Number.isNaN(date.getTime()) || !realDay(date, raw)) {
        return { error: `${field.label}的日期格式不正确` };
      }
      return { value: date };
    }
    case 'dict':
      return dictValues?.has(raw) ? { value: raw } : { error: `${field.label}的取值不在字典中` };
    default: {
      const max = field.maxLength ?? (field.type === 'textarea' ? 10_000 : 500);
      if (raw.length > max) return { error: `${field.label}最多 ${max} 个字符` };
      const preset = field.preset ? FORM_VALIDATION_PRESETS[field.preset] : null;
      if (preset && !preset.pattern.test(raw)) return { error: preset.message };
      return { value: raw };
    }
  }
}

function checked(field: FormField, value: Value, dictValues: ReadonlySet<string> | undefined): Stored {
  const result = fieldValue(field, value, dictValues);
  if ('error' in result) invalid(field, result.error);
  return result.value;
}

/** The keys a row of this form may carry besides its fields: `id`, the stamps, its link. */
function knownKey(form: FormRow, key: string): boolean {
  if ((STAMPS as readonly string[]).includes(key) || key.endsWith('_dictText')) return true;
  if (form.tree) return key === 'parentId' || key === 'hasChild';
  return Boolean(form.mainFormId) && key === 'mainId';
}

/** The values of one form's rows, checked: dictionary items are read once for all of them. */
async function valuesChecker(db: TenantDb, form: FormRow) {
  const byName = new Map(form.fields.map((f) => [f.name, f]));
  const codes = [...new Set(form.fields.flatMap((f) => (f.dictCode ? [f.dictCode] : [])))];
  const items = codes.length ? await allDictItems(db, codes) : {};
  return (body: Values, isNew: boolean): Record<string, Stored> => {
    for (const key of Object.keys(body)) {
      if (!byName.has(key) && !knownKey(form, key)) throw new AppError(`字段「${key}」不存在`);
    }
    const values: Record<string, Stored> = {};
    for (const field of form.fields) {
      const given = Object.hasOwn(body, field.name) ? body[field.name] : undefined;
      if (given === undefined && !isNew) continue;
      const value = given === undefined ? field.defaultValue : given;
      const dictValues = field.dictCode ? new Set(items[field.dictCode]?.map((i) => i.value)) : undefined;
      values[`f${field.no}`] = checked(field, value, dictValues);
    }
    return values;
  };
}

/**
 * A tree row's parent: a row of the same table in the caller's school (another school's id reads
 * as missing), and never the row itself or one of its descendants.
 */
async function checkedParent(
  db: TenantDb,
  { table }: LoadedForm,
  id: string,
  parent: Value,
): Promise<string | null> {
  if (parent === null || parent === undefined || parent === '' || parent === '0') return null;
  const parentId = String(parent);
  let cursor: string | null = parentId;
  for (let depth = 0; cursor; depth++) {
    if (cursor === id || depth > 64) throw new AppError(ONLINE_FORM_MESSAGES.parentLoop);
    const row: Record<string, unknown> | undefined = await db.byId(table, cursor);
    if (!row) throw new AppError(ONLINE_FORM_MESSAGES.parentMissing);
    cursor = typeof row.parentId === 'string' ? row.parentId : null;
  }
  return parentId;
}

/** A sub-table row's main row: it must be one of the caller's school's rows of the main form. */
async function checkedMain(db: TenantDb, mainFormId: string, mainId: Value): Promise<string> {
  const main = await db.byId(onlForm, mainFormId);
  const id = typeof mainId === 'string' ? mainId : '';
  if (!main || !id || !(await db.byId(tableOf(main), id))) {
    throw new AppError(ONLINE_FORM_MESSAGES.mainRowMissing);
  }
  return id;
}

/** The scalar values and the sub-table arrays of a row as sent, each to its own part. */
function split(body: FormRowInput): { values: Values; subs: Map<string, Values[]> } {
  const values: Values = {};
  const subs = new Map<string, Values[]>();
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) subs.set(key, value);
    else values[key] = value;
  }
  return { values, subs };
}

/**
 * A sub-table's rows under one main row replaced by those sent: a known id is edited, a row
 * without id is added, the others are deleted; an id of another main row (or school) is refused.
 */
async function replaceSubRows(db: TenantDb, sub: LoadedForm, mainId: string, rows: Values[]): Promise<void> {
  const check = await valuesChecker(db, sub.form);
  const link = linkColumn(sub.table, 'mainId');
  const kept = rows.flatMap((r) => (typeof r.id === 'string' && r.id ? [r.id] : []));
  if (kept.length) {
    const owned = await db.list(sub.table, { where: and(eq(link, mainId), inArray(sub.table.id, kept)) });
    if (owned.length !== new Set(kept).size) throw new AppError(ONLINE_FORM_MESSAGES.notFound);
  }
  const stale = kept.length ? and(eq(link, mainId), notInArray(sub.table.id, kept)) : undefined;
  await db.delete(sub.table, stale ?? eq(link, mainId));
  for (const row of rows) {
    const id = typeof row.id === 'string' && row.id ? row.id : null;
    if (id)
      await db.update(sub.table, { ...check(row, false), updateTime: new Date() }, eq(sub.table.id, id));
    else {
      const added: Record<string, Stored> = { ...check(row, true), id: newId(), mainId };
      await db.insert(sub.table, added);
    }
  }
}

/**
 * Adds or edits one row of a form, with its tree parent or its main row checked, and a main form's
 * sub-table rows sent with it replaced, all in one transaction. Returns the row's id.
 */
export function saveRow(
  db: TenantDb,
  loaded: LoadedForm,
  body: FormRowInput,
  isNew: boolean,
): Promise<string> {
  const { form, table } = loaded;
  const { values, subs } = split(body);
  return db.transaction(async (tdb) => {
    const subForms = subs.size ? await subFormsOf(tdb, form) : [];
    for (const code of subs.keys()) {
      if (!subForms.some((s) => s.form.code === code)) throw new AppError(`字段「${code}」不存在`);
    }
    const id = isNew ? newId() : typeof values.id === 'string' ? values.id : '';
    const stored: Record<string, Stored> = (await valuesChecker(tdb, form))(values, isNew);
    if (form.tree && (isNew || Object.hasOwn(values, 'parentId'))) {
      stored.parentId = await checkedParent(tdb, loaded, id, values.parentId);
    }
    if (form.mainFormId && (isNew || Object.hasOwn(values, 'mainId'))) {
      stored.mainId = await checkedMain(tdb, form.mainFormId, values.mainId);
    }
    if (isNew) await tdb.insert(table, { ...stored, id });
    // Stamped even when only sub-table rows were sent, so the row's own existence is checked too.
    else if (!id || !(await tdb.update(table, { ...stored, updateTime: new Date() }, eq(table.id, id)))) {
      throw new AppError(ONLINE_FORM_MESSAGES.notFound);
    }
    for (const sub of subForms) {
      const rows = subs.get(sub.form.code);
      if (rows) await replaceSubRows(tdb, sub, id, rows);
    }
    return id;
  });
}
