import {
  FORM_LIMITS,
  type FormField,
  type FormFieldInput,
  ONLINE_FORM_MESSAGES,
  type OnlineForm,
  type OnlineFormVersion,
} from '@xinmiao/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDataTable } from '../../core/form-tables.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import { onlForm } from '../../db/schema.ts';
import { grantFormToRole, grantToRole } from '../../test/grant.ts';
import { type Caller, signIn } from '../../test/signed-in.ts';
import { type Body, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let call: Caller;
beforeAll(async () => {
  t = await createTestApp();
  // The other school's 班主任 gets the designer's buttons: isolation is then the tenant's, not the role's.
  await grantToRole(t, 1001, 'banzhuren', [
    'online:form:list',
    'online:form:add',
    'online:form:edit',
    'online:form:delete',
    'online:formData:list',
    'online:formData:edit',
    'online:formData:delete',
  ]);
  ({ call } = await signIn(t, ['admin', 'banzhuren', 'zhongxue']));
});
afterAll(() => t.close());

type Row = Record<string, string | number | null>;
const rowsOf = (body: Body) => (body.result as { records: Row[]; total: number }).records;

async function rows<R>(query: ReturnType<typeof sql>): Promise<R[]> {
  const result = (await t.db.execute(query)) as unknown as { rows: R[] };
  return result.rows;
}

/** Tables of the public schema, to see that a definition made nothing but its own. */
const tableNames = async () =>
  (await rows<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = 'public'`))
    .map((r) => r.name)
    .sort();

const columnsOf = async (table: string) =>
  (
    await rows<{ name: string }>(
      sql`select column_name as name from information_schema.columns where table_name = ${table} order by ordinal_position`,
    )
  ).map((r) => r.name);

async function formByCode(code: string, who = 'admin'): Promise<OnlineForm> {
  const body = await call('GET', `/online/cgform/head/list?code=${code}`, who);
  const [form] = rowsOf(body) as unknown as OnlineForm[];
  if (!form) throw new Error(`no form ${code}`);
  return form;
}

const HOSTILE = [
  "x'); drop table sys_user; --",
  '"; select pg_sleep(3); --',
  'f_1 text); create table pwned (a int',
  '$$; drop schema public cascade; $$',
];

const weekly: { code: string; name: string; fields: FormFieldInput[] } = {
  code: 'weekly',
  name: '心理委员周报',
  fields: [
    {
      name: 'className',
      label: HOSTILE[0] ?? '',
      type: 'text',
      required: true,
      query: 'single',
      sortable: true,
    },
    { name: 'reporter', label: HOSTILE[1] ?? '', type: 'text', defaultValue: '心理委员' },
    { name: 'phone', label: '联系电话', type: 'text', preset: 'phone' },
    { name: 'incidents', label: '事件数', type: 'int', query: 'range', sortable: true },
    { name: 'sex', label: '性别', type: 'dict', dictCode: 'sex', query: 'single' },
    { name: 'weekOf', label: '周', type: 'date', query: 'range' },
    { name: 'note', label: HOSTILE[2] ?? '', type: 'textarea', inList: false },
  ],
};

describe('表单开发: definitions make their own table, and only that', () => {
  let form: OnlineForm;

  it('needs the button', async () => {
    expect((await call('GET', '/online/cgform/head/list', 'banzhuren')).code).toBe(510);
    expect((await call('POST', '/online/cgform/head/add', 'banzhuren', weekly)).code).toBe(510);
  });

  it('creates lc_<id> with f_<n> columns, tenant key and row-level security, whatever the labels say', async () => {
    const before = await tableNames();
    expect(await call('POST', '/online/cgform/head/add', 'admin', weekly)).toMatchObject({
      success: true,
      message: ONLINE_FORM_MESSAGES.addOk,
    });
    form = await formByCode('weekly');
    expect(form.fields.map((f) => [f.no, f.name])).toEqual(weekly.fields.map((f, i) => [i + 1, f.name]));
    expect(form.fields[0]?.label).toBe(HOSTILE[0]);
    const table = `lc_${form.id}`;
    expect(await tableNames()).toEqual([...before, table].sort());
    expect(await columnsOf(table)).toEqual([
      'tenant_id',
      'id',
      'create_by',
      'create_time',
      'update_by',
      'update_time',
      ...weekly.fields.map((_, i) => `f_${i + 1}`),
    ]);
    const [security] = await rows<{ rls: boolean; key: string }>(sql`
      select c.relrowsecurity as rls, pg_get_constraintdef(k.oid) as key
      from pg_class c join pg_constraint k on k.conrelid = c.oid and k.contype = 'p'
      where c.relname = ${table}`);
    expect(security).toEqual({ rls: true, key: 'PRIMARY KEY (tenant_id, id)' });
  });

  it('refuses SQL-looking codes and API names, and hostile text in any structural field', async () => {
    const add = (patch: object) => call('POST', '/online/cgform/head/add', 'admin', { ...weekly, ...patch });
    const field = (patch: object) => ({ fields: [{ name: 'a', label: 'A', type: 'text', ...patch }] });
    const before = await tableNames();
    for (const code of [...HOSTILE, 'Weekly', 'lc_1; drop table x']) {
      expect((await add({ code })).message, code).toMatch(/^表单编码(须以小写字母开头|最多 32 个字符)/);
    }
    for (const name of [...HOSTILE, 'tenant_id', 'f_1']) {
      expect((await add({ code: 'x1', ...field({ name }) })).message, name).toBe(
        '字段名须以小写字母开头，只能包含字母和数字，最多 32 个字符',
      );
    }
    expect((await add({ code: 'x1', ...field({ name: 'tenantId' }) })).message).toBe('字段名是系统保留字');
    for (const type of ['text); drop table sys_user; --', 'varchar(10)', 'bytea']) {
      expect((await add({ code: 'x1', ...field({ type }) })).message, type).toBe('请选择字段类型');
    }
    expect((await add({ code: 'x1', ...field({ type: 'dict', dictCode: "sex' or '1'='1" }) })).message).toBe(
      '字典编码只能包含字母、数字和下划线',
    );
    expect((await add({ code: 'x1', ...field({ type: 'dict', dictCode: 'no_such_dict' }) })).message).toBe(
      '字典「no_such_dict」不存在',
    );
    expect((await add({ code: 'x1', ...field({ preset: '^.*$' }) })).success).toBe(false);
    const hostileDefault = await add({ code: 'x2', ...field({ defaultValue: HOSTILE[3] }) });
    expect(hostileDefault.success).toBe(true);
    const created = await formByCode('x2');
    expect(await tableNames()).toEqual([...before, `lc_${created.id}`].sort());
    expect(await call('POST', '/online/cgform/api/form/x2', 'admin', {})).toMatchObject({ success: true });
    expect(rowsOf(await call('GET', '/online/cgform/api/getData/x2'))[0]?.a).toBe(HOSTILE[3]);
  });

  it('stores typed, validated rows with defaults and dictionary texts', async () => {
    const add = (row: object) => call('POST', '/online/cgform/api/form/weekly', 'admin', row);
    expect(await add({ className: '高一(1)班', incidents: 2, sex: '1', weekOf: '2026-09-07' })).toMatchObject(
      {
        success: true,
      },
    );
    expect(await add({ className: '高一(2)班', incidents: '5', phone: '13800138000' })).toMatchObject({
      success: true,
    });
    for (const [row, message] of [
      [{ incidents: 1 }, `请输入${HOSTILE[0]}`],
      [{ className: 'a', phone: '123' }, '请输入正确的手机号码'],
      [{ className: 'a', incidents: '1.5' }, '事件数须为整数'],
      [{ className: 'a', sex: '9' }, '性别的取值不在字典中'],
      [{ className: 'a', weekOf: '2026-13-45x' }, '周的日期格式不正确'],
      [{ className: 'a', f_1: 'x' }, '字段「f_1」不存在'],
      [{ className: 'a', tenantId: 1001 }, '字段「tenantId」不存在'],
    ] as const) {
      expect((await add(row)).message, JSON.stringify(row)).toBe(message);
    }
    const page = rowsOf(await call('GET', '/online/cgform/api/getData/weekly?column=incidents&order=asc'));
    expect(page.map((r) => r.className)).toEqual(['高一(1)班', '高一(2)班']);
    expect(page[0]).toMatchObject({
      reporter: '心理委员',
      sex: '1',
      sex_dictText: '男',
      weekOf: '2026-09-07',
    });
    expect(page[1]?.incidents).toBe(5);
    const ranged = rowsOf(await call('GET', '/online/cgform/api/getData/weekly?incidents_begin=3'));
    expect(ranged.map((r) => r.className)).toEqual(['高一(2)班']);
    const liked = rowsOf(
      await call('GET', `/online/cgform/api/getData/weekly?className=${encodeURIComponent('*(1)*')}`),
    );
    expect(liked.map((r) => r.className)).toEqual(['高一(1)班']);
    const id = String(page[0]?.id);
    expect(
      await call('PUT', '/online/cgform/api/form/weekly', 'admin', { id, incidents: 7, note: '已约谈' }),
    ).toMatchObject({ success: true });
    expect((await call('GET', `/online/cgform/api/form/weekly/${id}`)).result).toMatchObject({
      className: '高一(1)班',
      incidents: 7,
      note: '已约谈',
    });
  });

  it('refuses query and sort names outside the form, and treats injected values as values', async () => {
    for (const query of ['?note=x', '?tenant_id=1000', '?f_1=x', '?className_begin=a', '?password=x']) {
      expect((await call('GET', `/online/cgform/api/getData/weekly${query}`)).message, query).toBe(
        ONLINE_FORM_MESSAGES.unknownParam,
      );
    }
    for (const column of ['note', 'f_1', 'tenant_id', 'id;select pg_sleep(3)']) {
      const body = await call(
        'GET',
        `/online/cgform/api/getData/weekly?column=${encodeURIComponent(column)}`,
      );
      expect(body.success, column).toBe(false);
    }
    for (const value of ["a' or '1'='1", "%' or 1=1 --", '*']) {
      const body = await call(
        'GET',
        `/online/cgform/api/getData/weekly?className=${encodeURIComponent(value)}`,
      );
      expect(rowsOf(body), value).toEqual([]);
    }
  });

  it('alters the table: new fields add columns, lossless retypes keep data, drops need the name', async () => {
    const fields = form.fields.map(({ no, name, label, type, dictCode, query, sortable }) => ({
      no,
      name,
      label,
      type,
      dictCode,
      query,
      sortable,
    }));
    const edit = (patch: object) =>
      call('PUT', '/online/cgform/head/edit', 'admin', {
        id: form.id,
        code: 'weekly',
        name: form.name,
        fields,
        ...patch,
      });
    // The same list before and after a retype: on PostgreSQL the list's prepared statement is kept
    // on its connection (TenantDb.listPage), and must read the retyped column as its new type.
    const byIncidents = '/online/cgform/api/getData/weekly?column=incidents&order=asc';
    expect(rowsOf(await call('GET', byIncidents)).map((r) => r.incidents)).toEqual([5, 7]);
    const widened = fields.map((f) => (f.name === 'incidents' ? { ...f, type: 'decimal' } : f));
    expect(await edit({ fields: [...widened, { name: 'mood', label: '情绪', type: 'text' }] })).toMatchObject(
      {
        success: true,
      },
    );
    const table = `lc_${form.id}`;
    expect((await columnsOf(table)).slice(-2)).toEqual(['f_7', 'f_8']);
    const kept = rowsOf(await call('GET', byIncidents));
    expect(kept.map((r) => r.incidents)).toEqual([5, 7]);

    const withoutNote = widened.filter((f) => f.name !== 'note');
    expect((await edit({ fields: withoutNote })).message).toBe(
      `${ONLINE_FORM_MESSAGES.confirmNeeded}（将删除字段「${HOSTILE[2]}」「情绪」的数据）`,
    );
    expect((await edit({ fields: withoutNote, confirmName: '周报' })).message).toBe(
      ONLINE_FORM_MESSAGES.confirmWrong,
    );
    const lossy = fields.map((f) => (f.name === 'className' ? { ...f, type: 'int' } : f));
    expect((await edit({ fields: lossy })).message).toContain(ONLINE_FORM_MESSAGES.confirmNeeded);
    expect(await columnsOf(table)).toContain('f_7');
    expect(await edit({ fields: withoutNote, confirmName: form.name })).toMatchObject({ success: true });
    expect(await columnsOf(table)).not.toContain('f_7');
    expect(await columnsOf(table)).not.toContain('f_8');
    const versions = (await call('GET', `/online/cgform/head/versions?id=${form.id}`))
      .result as OnlineFormVersion[];
    expect(versions.map((v) => [v.version, v.fields.length])).toEqual([
      [3, 6],
      [2, 8],
      [1, 7],
    ]);
    expect(
      rowsOf(await call('GET', '/online/cgform/api/getData/weekly'))
        .map((r) => r.className)
        .sort(),
    ).toEqual(['高一(1)班', '高一(2)班']);
  });

  it('keeps each school to its own forms and rows, and the table under row-level security', async () => {
    const other = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      call(method, url, 'zhongxue', payload);
    expect((await other('GET', `/online/cgform/head/queryById?id=${form.id}`)).message).toBe(
      ONLINE_FORM_MESSAGES.notFound,
    );
    expect((await other('GET', `/online/cgform/head/versions?id=${form.id}`)).message).toBe(
      ONLINE_FORM_MESSAGES.notFound,
    );
    const edit = await other('PUT', '/online/cgform/head/edit', {
      ...weekly,
      id: form.id,
      confirmName: form.name,
    });
    expect(edit.message).toBe(ONLINE_FORM_MESSAGES.notFound);
    expect(
      (
        await other(
          'DELETE',
          `/online/cgform/head/delete?id=${form.id}&confirmName=${encodeURIComponent(form.name)}`,
        )
      ).message,
    ).toBe(ONLINE_FORM_MESSAGES.notFound);
    expect((await other('GET', '/online/cgform/api/getData/weekly')).message).toBe(
      ONLINE_FORM_MESSAGES.formMissing,
    );
    // The same code in the other school is its own form, with its own table and none of these rows.
    expect((await other('POST', '/online/cgform/head/add', weekly)).success).toBe(true);
    // Its buttons went to that school's admin role; its 班主任 is given them through 角色授权.
    expect((await other('GET', '/online/cgform/api/getData/weekly')).code).toBe(510);
    await grantFormToRole(t, 1001, 'banzhuren', 'weekly');
    expect(rowsOf(await other('GET', '/online/cgform/api/getData/weekly'))).toEqual([]);
    const ours = rowsOf(await call('GET', '/online/cgform/api/getData/weekly'));
    const id = String(ours[0]?.id);
    expect((await other('GET', `/online/cgform/api/form/weekly/${id}`)).message).toBe(
      ONLINE_FORM_MESSAGES.notFound,
    );
    expect((await other('PUT', '/online/cgform/api/form/weekly', { id, className: 'x' })).message).toBe(
      ONLINE_FORM_MESSAGES.notFound,
    );
    expect((await other('DELETE', `/online/cgform/api/form/weekly/${id}`)).message).toBe(
      ONLINE_FORM_MESSAGES.notFound,
    );
    // Row-level security alone: a handle of the other school on this school's table sees nothing.
    const table = formDataTable(form.id, (await formByCode('weekly')).fields, {
      tree: false,
      mainFormId: null,
    });
    expect(await new TenantDb(t.db, 1001).list(table)).toEqual([]);
    expect(await new TenantDb(t.db, 1000).list(table)).toHaveLength(2);
    await expect(new TenantDb(t.db, 1001).insert(table, {})).rejects.toThrow();
  });

  it('deletes a form with its table only when confirmed by its name', async () => {
    const { id, name } = await formByCode('x2');
    expect((await call('DELETE', `/online/cgform/head/delete?id=${id}`)).message).toBe(
      ONLINE_FORM_MESSAGES.confirmNeeded,
    );
    expect(await tableNames()).toContain(`lc_${id}`);
    const confirmed = await call(
      'DELETE',
      `/online/cgform/head/delete?id=${id}&confirmName=${encodeURIComponent(name)}`,
    );
    expect(confirmed.message).toBe(ONLINE_FORM_MESSAGES.deleteOk);
    expect(await tableNames()).not.toContain(`lc_${id}`);
    expect((await call('GET', `/online/cgform/head/versions?id=${id}`)).message).toBe(
      ONLINE_FORM_MESSAGES.notFound,
    );
  });
});

describe('表单开发 caps', () => {
  it('caps the forms and the fields of a school', async () => {
    // Definitions without tables stand in for a school's earlier forms: the caps count definitions.
    const school = new TenantDb(t.db, 1001);
    const filler = (i: number, fields: FormField[] = []) => ({
      code: `filler${i}`,
      name: `填充${i}`,
      fields,
      nextFieldNo: 1,
    });
    const field: FormField = {
      no: 1,
      name: 'a',
      label: 'A',
      type: 'text',
      dictCode: null,
      required: false,
      preset: null,
      maxLength: null,
      defaultValue: null,
      inList: true,
      query: 'none',
      sortable: false,
    };
    await school.insert(onlForm, [
      filler(
        0,
        Array.from({ length: FORM_LIMITS.fieldsPerSchool - 10 }, () => field),
      ),
    ]);
    const add = (code: string, count: number) =>
      call('POST', '/online/cgform/head/add', 'zhongxue', {
        code,
        name: code,
        fields: Array.from({ length: count }, (_, i) => ({ name: `f${i}`, label: `字段${i}`, type: 'text' })),
      });
    expect((await add('too_wide', FORM_LIMITS.fieldsPerForm + 1)).message).toBe(
      `字段最多 ${FORM_LIMITS.fieldsPerForm} 个`,
    );
    expect((await add('over_school', 11)).message).toBe(
      `本校表单的字段总数不能超过 ${FORM_LIMITS.fieldsPerSchool} 个`,
    );
    const have = await school.count(onlForm);
    await school.insert(
      onlForm,
      Array.from({ length: FORM_LIMITS.formsPerSchool - have }, (_, i) => filler(i + 1)),
    );
    expect((await add('one_more', 1)).message).toBe(ONLINE_FORM_MESSAGES.tooManyForms);
    expect(await school.count(onlForm)).toBe(FORM_LIMITS.formsPerSchool);
  });
});
