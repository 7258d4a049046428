import {
  FORM_LIMITS,
  type FormEditInput,
  type FormField,
  type FormInput,
  formEditInput,
  formInput,
  lossless,
  ONLINE_FORM_MESSAGES,
} from '@xinmiao/shared';
import { and, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../core/errors.ts';
import type { FormColumn, FormShape, FormTables, TableChange } from '../../core/form-tables.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { newId } from '../../db/ids.ts';
import { onlForm, onlFormVersion } from '../../db/schema.ts';
import { allDictItems } from '../dict/index.ts';
import type { FormRow } from './records.ts';

type FieldInput = z.output<typeof formInput>['fields'][number];
type Actor = { tenantId: number; username: string };

function stored(input: FieldInput, no: number): FormField {
  return {
    no,
    name: input.name,
    label: input.label,
    type: input.type,
    dictCode: input.type === 'dict' ? (input.dictCode ?? null) : null,
    required: input.required,
    preset: input.preset ?? null,
    maxLength: input.maxLength ?? null,
    defaultValue: input.defaultValue?.trim() ? input.defaultValue.trim() : null,
    inList: input.inList,
    query: input.query,
    sortable: input.sortable,
  };
}

const columnOf = (field: FormField): FormColumn => ({ no: field.no, type: field.type });

async function checkDictionaries(tdb: TenantDb, fields: readonly FormField[]): Promise<void> {
  const codes = [...new Set(fields.flatMap((f) => (f.dictCode ? [f.dictCode] : [])))];
  if (!codes.length) return;
  const known = await allDictItems(tdb, codes);
  const missing = codes.find((code) => !Object.hasOwn(known, code));
  if (missing) throw new AppError(`字典「${missing}」不存在`);
}

/** The school's caps: forms, and fields over all its forms (the form being changed counted as new). */
async function checkCaps(tdb: TenantDb, fieldCount: number, replacing: string | null): Promise<void> {
  const others = replacing ? ne(onlForm.id, replacing) : undefined;
  const [row] = await tdb
    .select({
      forms: count(),
      fields: sql<number>`coalesce(sum(jsonb_array_length(${onlForm.fields})), 0)::int`,
    })
    .from(onlForm)
    .where(others);
  if (!replacing && (row?.forms ?? 0) >= FORM_LIMITS.formsPerSchool) {
    throw new AppError(ONLINE_FORM_MESSAGES.tooManyForms);
  }
  if (Number(row?.fields ?? 0) + fieldCount > FORM_LIMITS.fieldsPerSchool) {
    throw new AppError(`本校表单的字段总数不能超过 ${FORM_LIMITS.fieldsPerSchool} 个`);
  }
}

async function recordVersion(
  tdb: TenantDb,
  formId: string,
  version: number,
  name: string,
  fields: FormField[],
) {
  await tdb.insert(onlFormVersion, { formId, version, name, fields });
}

/**
 * The shape a definition asks for: a sub-table's main form is one of the school's plain forms (a
 * tree or a sub-table cannot be a main form), found by its code.
 */
async function shapeFor(
  tdb: TenantDb,
  body: { tree: boolean; mainCode?: string | null },
): Promise<FormShape> {
  if (!body.mainCode) return { tree: body.tree, mainFormId: null };
  const main = await tdb.first(onlForm, eq(onlForm.code, body.mainCode));
  if (!main) throw new AppError(ONLINE_FORM_MESSAGES.mainMissing);
  if (main.tree || main.mainFormId) throw new AppError(ONLINE_FORM_MESSAGES.badMain);
  return { tree: false, mainFormId: main.id };
}

/** A form that has sub-tables cannot itself become one. */
async function hasSubForms(tdb: TenantDb, formId: string): Promise<boolean> {
  return Boolean(
    await tdb.first(onlForm, and(isNotNull(onlForm.mainFormId), eq(onlForm.mainFormId, formId))),
  );
}

/** 表单开发 › 添加: the definition, its first version and its table, in one transaction. */
export function addForm(tables: FormTables, actor: Actor, input: FormInput): Promise<string> {
  const body = formInput.parse(input);
  return tables.change(actor.tenantId, actor.username, async (tdb) => {
    const fields = body.fields.map((field, index) => stored(field, index + 1));
    await checkCaps(tdb, fields.length, null);
    await checkDictionaries(tdb, fields);
    const shape = await shapeFor(tdb, body);
    const formId = newId();
    await tdb.insert(onlForm, {
      id: formId,
      code: body.code,
      name: body.name,
      fields,
      nextFieldNo: fields.length + 1,
      ...shape,
    });
    await recordVersion(tdb, formId, 1, body.name, fields);
    return { formId, change: { kind: 'create', columns: fields.map(columnOf), shape }, result: body.name };
  });
}

/**
 * The new fields and what the table must do to hold them. A field keeps its column while its type
 * converts without loss; a lossy retype gets a new column (the old one dropped), as does a field
 * whose number the definition does not know.
 */
function plan(current: FormRow, inputs: readonly FieldInput[]) {
  const old = new Map(current.fields.map((f) => [f.no, f]));
  let next = current.nextFieldNo;
  const fields: FormField[] = [];
  const add: FormColumn[] = [];
  const retype: FormColumn[] = [];
  const kept = new Set<number>();
  for (const input of inputs) {
    const before = input.no === undefined ? undefined : old.get(input.no);
    if (before && lossless(before.type, input.type)) {
      const field = stored(input, before.no);
      kept.add(before.no);
      if (before.type !== field.type) retype.push(columnOf(field));
      fields.push(field);
    } else {
      const field = stored(input, next++);
      add.push(columnOf(field));
      fields.push(field);
    }
  }
  const dropped = current.fields.filter((f) => !kept.has(f.no));
  const change: TableChange = { kind: 'alter', add, drop: dropped.map((f) => f.no), retype };
  return { fields, nextFieldNo: next, dropped, change };
}

function confirmDataLoss(current: FormRow, confirmName: string | undefined, dropped?: FormField[]): void {
  if (!confirmName) {
    const names = dropped?.map((f) => `「${f.label}」`).join('');
    throw new AppError(
      names
        ? `${ONLINE_FORM_MESSAGES.confirmNeeded}（将删除字段${names}的数据）`
        : ONLINE_FORM_MESSAGES.confirmNeeded,
    );
  }
  if (confirmName.trim() !== current.name) throw new AppError(ONLINE_FORM_MESSAGES.confirmWrong);
}

/**
 * 表单开发 › 编辑: a new version of the definition and the table altered to match. A change that
 * drops a column (a removed field, a lossy retype) needs the form's name typed as confirmation.
 */
export function editForm(tables: FormTables, actor: Actor, input: FormEditInput): Promise<string> {
  const body = formEditInput.parse(input);
  return tables.change(actor.tenantId, actor.username, async (tdb) => {
    // Two edits of one form take turns: the row is locked first, so the second plans from what
    // the first saved.
    await tdb.update(onlForm, { updateTime: new Date() }, eq(onlForm.id, body.id));
    const current = await tdb.byId(onlForm, body.id);
    if (!current) throw new AppError(ONLINE_FORM_MESSAGES.notFound);
    const shape = await shapeFor(tdb, body);
    if (shape.tree !== current.tree || shape.mainFormId !== current.mainFormId) {
      throw new AppError(ONLINE_FORM_MESSAGES.kindFixed);
    }
    const { fields, nextFieldNo, dropped, change } = plan(current, body.fields);
    if (dropped.length) confirmDataLoss(current, body.confirmName, dropped);
    await checkCaps(tdb, fields.length, current.id);
    await checkDictionaries(tdb, fields);
    const version = current.version + 1;
    await tdb.update(
      onlForm,
      { code: body.code, name: body.name, version, fields, nextFieldNo },
      eq(onlForm.id, current.id),
    );
    await recordVersion(tdb, current.id, version, body.name, fields);
    return { formId: current.id, change, result: body.name };
  });
}

/** 表单开发 › 删除: the definition, its history and its table with every row, confirmed by name. */
export function deleteForm(
  tables: FormTables,
  actor: Actor,
  id: string,
  confirmName: string | undefined,
): Promise<string> {
  return tables.change(actor.tenantId, actor.username, async (tdb) => {
    const current = await tdb.byId(onlForm, id);
    if (!current) throw new AppError(ONLINE_FORM_MESSAGES.notFound);
    if (await hasSubForms(tdb, current.id)) throw new AppError(ONLINE_FORM_MESSAGES.hasSubForms);
    confirmDataLoss(current, confirmName);
    await tdb.delete(onlForm, eq(onlForm.id, current.id));
    return { formId: current.id, change: { kind: 'drop' }, result: current.name };
  });
}
