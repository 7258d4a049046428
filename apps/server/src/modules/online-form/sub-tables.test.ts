import { ONLINE_FORM_MESSAGES, type OnlineForm, type OnlineFormWithSubs } from '@xinmiao/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    'online:formData:list',
    'online:formData:add',
    'online:formData:edit',
  ]);
  ({ call } = await signIn(t, ['admin', 'zhongxue']));
});
afterAll(() => t.close());

type Row = Record<string, string | number | null>;
const page = (body: Body) => (body.result as { records: Row[]; total: number }).records;
const list = (body: Body) => body.result as Row[];

async function rows<R>(query: ReturnType<typeof sql>): Promise<R[]> {
  return ((await t.db.execute(query)) as unknown as { rows: R[] }).rows;
}

const activity = {
  code: 'act_main',
  name: '活动报名',
  fields: [{ name: 'title', label: '活动名称', type: 'text', required: true, query: 'single' }],
};
const signup = {
  code: 'act_signup',
  name: '报名学生',
  mainCode: 'act_main',
  fields: [
    { name: 'student', label: '学生', type: 'text', required: true },
    { name: 'grade', label: '年级', type: 'int' },
  ],
};
const topics = {
  code: 'topic_tree',
  name: '主题分类',
  tree: true,
  fields: [{ name: 'title', label: '名称', type: 'text', required: true, query: 'single' }],
};

async function formOf(code: string, who = 'admin'): Promise<OnlineFormWithSubs> {
  return (await call('GET', `/online/cgform/api/getFormItem/${code}`, who))
    .result as unknown as OnlineFormWithSubs;
}

async function mainRowId(title: string, who = 'admin'): Promise<string> {
  const found = page(await call('GET', `/online/cgform/api/getData/act_main?title=${title}`, who));
  return String(found[0]?.id);
}

describe('表单开发: sub-tables (one-to-many)', () => {
  let main: OnlineFormWithSubs;
  let sub: OnlineForm;

  it('links a sub-table to a plain main form by a tenant-keyed, cascading foreign key', async () => {
    expect((await call('POST', '/online/cgform/head/add', 'admin', signup)).message).toBe(
      ONLINE_FORM_MESSAGES.mainMissing,
    );
    expect((await call('POST', '/online/cgform/head/add', 'admin', activity)).success).toBe(true);
    expect((await call('POST', '/online/cgform/head/add', 'admin', signup)).success).toBe(true);
    expect((await call('POST', '/online/cgform/head/add', 'admin', topics)).success).toBe(true);
    const underTree = { ...signup, code: 'under_tree', mainCode: 'topic_tree' };
    expect((await call('POST', '/online/cgform/head/add', 'admin', underTree)).message).toBe(
      ONLINE_FORM_MESSAGES.badMain,
    );
    const underSub = { ...signup, code: 'under_sub', mainCode: 'act_signup' };
    expect((await call('POST', '/online/cgform/head/add', 'admin', underSub)).message).toBe(
      ONLINE_FORM_MESSAGES.badMain,
    );
    main = await formOf('act_main');
    expect(main.subForms.map((f) => [f.code, f.mainCode])).toEqual([['act_signup', 'act_main']]);
    sub = await formOf('act_signup');
    const keys = await rows<{ def: string }>(sql`
      select pg_get_constraintdef(k.oid) as def from pg_constraint k
      join pg_class c on c.oid = k.conrelid where c.relname = ${`lc_${sub.id}`} and k.contype = 'f'`);
    expect(keys.map((k) => k.def)).toEqual([
      `FOREIGN KEY (tenant_id, main_id) REFERENCES lc_${main.id}(tenant_id, id) ON DELETE CASCADE`,
    ]);
    const [security] = await rows<{ rls: boolean }>(
      sql`select relrowsecurity as rls from pg_class where relname = ${`lc_${sub.id}`}`,
    );
    expect(security?.rls).toBe(true);
  });

  it('keeps the kind of a form fixed and a main form while it has sub-tables', async () => {
    const edit = { ...activity, id: main.id, tree: true };
    expect((await call('PUT', '/online/cgform/head/edit', 'admin', edit)).message).toBe(
      ONLINE_FORM_MESSAGES.kindFixed,
    );
    const detach = { ...signup, id: sub.id, mainCode: null };
    expect((await call('PUT', '/online/cgform/head/edit', 'admin', detach)).message).toBe(
      ONLINE_FORM_MESSAGES.kindFixed,
    );
    const url = `/online/cgform/head/delete?id=${main.id}&confirmName=${encodeURIComponent(main.name)}`;
    expect((await call('DELETE', url)).message).toBe(ONLINE_FORM_MESSAGES.hasSubForms);
  });

  it('saves a main row with its sub-table rows in one transaction, and replaces them on edit', async () => {
    const added = await call('POST', '/online/cgform/api/form/act_main', 'admin', {
      title: '团体辅导',
      act_signup: [
        { student: '张三', grade: 7 },
        { student: '李四', grade: 8 },
      ],
    });
    expect(added.success).toBe(true);
    const mainId = await mainRowId('团体辅导');
    const children = list(await call('GET', `/online/cgform/api/subData/act_signup/${mainId}`));
    expect(children.map((r) => [r.student, r.grade, r.mainId])).toEqual([
      ['张三', 7, mainId],
      ['李四', 8, mainId],
    ]);
    expect(page(await call('GET', `/online/cgform/api/getData/act_signup?mainId=${mainId}`))).toHaveLength(2);

    // A bad sub row refuses the whole save: the main row keeps its title.
    const bad = await call('PUT', '/online/cgform/api/form/act_main', 'admin', {
      id: mainId,
      title: '改名',
      act_signup: [{ student: '' }],
    });
    expect(bad.message).toBe('请输入学生');
    expect(await mainRowId('团体辅导')).toBe(mainId);

    const [first] = children;
    const edited = await call('PUT', '/online/cgform/api/form/act_main', 'admin', {
      id: mainId,
      act_signup: [
        { id: String(first?.id), student: '张三丰' },
        { student: '王五', grade: 9 },
      ],
    });
    expect(edited.message).toBe(ONLINE_FORM_MESSAGES.editOk);
    const after = list(await call('GET', `/online/cgform/api/subData/act_signup/${mainId}`));
    expect(after.map((r) => [r.student, r.grade])).toEqual([
      ['张三丰', 7],
      ['王五', 9],
    ]);

    // A sub row of another main row cannot be taken over.
    await call('POST', '/online/cgform/api/form/act_main', 'admin', {
      title: '沙盘',
      act_signup: [{ student: '赵六' }],
    });
    const otherMain = await mainRowId('沙盘');
    const [foreign] = list(await call('GET', `/online/cgform/api/subData/act_signup/${otherMain}`));
    const takeover = await call('PUT', '/online/cgform/api/form/act_main', 'admin', {
      id: mainId,
      act_signup: [{ id: String(foreign?.id), student: '偷' }],
    });
    expect(takeover.message).toBe(ONLINE_FORM_MESSAGES.notFound);
    expect(list(await call('GET', `/online/cgform/api/subData/act_signup/${otherMain}`))).toHaveLength(1);

    // A sub-table key the form does not have is refused.
    const unknown = await call('PUT', '/online/cgform/api/form/act_main', 'admin', {
      id: mainId,
      topic_tree: [],
    });
    expect(unknown.message).toBe('字段「topic_tree」不存在');
  });

  it('adds a sub row directly only under a main row of the same school', async () => {
    const mainId = await mainRowId('团体辅导');
    expect(
      (await call('POST', '/online/cgform/api/form/act_signup', 'admin', { student: '孙七' })).message,
    ).toBe(ONLINE_FORM_MESSAGES.mainRowMissing);
    expect(
      (await call('POST', '/online/cgform/api/form/act_signup', 'admin', { student: '孙七', mainId }))
        .success,
    ).toBe(true);
    expect(list(await call('GET', `/online/cgform/api/subData/act_signup/${mainId}`))).toHaveLength(3);
  });

  it("refuses another school's main rows and sub rows, though that school has the same forms", async () => {
    for (const form of [activity, signup]) {
      expect((await call('POST', '/online/cgform/head/add', 'zhongxue', form)).success).toBe(true);
    }
    await grantFormToRole(t, 1001, 'banzhuren', activity.code);
    const ourMain = await mainRowId('团体辅导');
    const ourRows = list(await call('GET', `/online/cgform/api/subData/act_signup/${ourMain}`));
    expect(list(await call('GET', `/online/cgform/api/subData/act_signup/${ourMain}`, 'zhongxue'))).toEqual(
      [],
    );
    const direct = await call('POST', '/online/cgform/api/form/act_signup', 'zhongxue', {
      student: '越界',
      mainId: ourMain,
    });
    expect(direct.message).toBe(ONLINE_FORM_MESSAGES.mainRowMissing);
    await call('POST', '/online/cgform/api/form/act_main', 'zhongxue', { title: '他校活动' });
    const theirMain = await mainRowId('他校活动', 'zhongxue');
    const steal = await call('PUT', '/online/cgform/api/form/act_main', 'zhongxue', {
      id: theirMain,
      act_signup: [{ id: String(ourRows[0]?.id), student: '越界' }],
    });
    expect(steal.message).toBe(ONLINE_FORM_MESSAGES.notFound);
    const wipe = await call('PUT', '/online/cgform/api/form/act_main', 'zhongxue', {
      id: ourMain,
      act_signup: [],
    });
    expect(wipe.message).toBe(ONLINE_FORM_MESSAGES.notFound);
    expect(list(await call('GET', `/online/cgform/api/subData/act_signup/${ourMain}`))).toHaveLength(3);
  });

  it('deletes the sub rows with their main row', async () => {
    const mainId = await mainRowId('团体辅导');
    expect((await call('DELETE', `/online/cgform/api/form/act_main/${mainId}`)).success).toBe(true);
    expect(list(await call('GET', `/online/cgform/api/subData/act_signup/${mainId}`))).toEqual([]);
  });
});

describe('表单开发: tree forms', () => {
  const add = (payload: object, who = 'admin') =>
    call('POST', '/online/cgform/api/form/topic_tree', who, payload);
  const byTitle = async (title: string) =>
    String(page(await call('GET', `/online/cgform/api/getData/topic_tree?title=${title}`))[0]?.id);

  it('lists roots with hasChild, children by pid, and everything matching a query', async () => {
    expect((await add({ title: '情绪' })).success).toBe(true);
    const root = await byTitle('情绪');
    expect((await add({ title: '焦虑', parentId: root })).success).toBe(true);
    const child = await byTitle('焦虑');
    expect((await add({ title: '考试焦虑', parentId: child })).success).toBe(true);
    const roots = page(await call('GET', '/online/cgform/api/getData/topic_tree'));
    expect(roots.map((r) => [r.title, r.parentId, r.hasChild])).toEqual([['情绪', null, '1']]);
    const children = page(await call('GET', `/online/cgform/api/getData/topic_tree?pid=${root}`));
    expect(children.map((r) => [r.title, r.parentId, r.hasChild])).toEqual([['焦虑', root, '1']]);
    expect(page(await call('GET', '/online/cgform/api/getData/topic_tree?title=考试焦虑'))).toHaveLength(1);
    expect((await call('GET', `/online/cgform/api/getData/act_main?pid=${root}`)).message).toBe(
      ONLINE_FORM_MESSAGES.unknownParam,
    );
  });

  it('refuses a parent that is the row itself, a descendant, missing or of another school', async () => {
    const root = await byTitle('情绪');
    const leaf = await byTitle('考试焦虑');
    const move = (parentId: string) =>
      call('PUT', '/online/cgform/api/form/topic_tree', 'admin', { id: root, parentId });
    expect((await move(root)).message).toBe(ONLINE_FORM_MESSAGES.parentLoop);
    expect((await move(leaf)).message).toBe(ONLINE_FORM_MESSAGES.parentLoop);
    expect((await add({ title: 'x', parentId: '999' })).message).toBe(ONLINE_FORM_MESSAGES.parentMissing);
    expect((await call('POST', '/online/cgform/head/add', 'zhongxue', topics)).success).toBe(true);
    await grantFormToRole(t, 1001, 'banzhuren', topics.code);
    expect((await add({ title: '越界', parentId: root }, 'zhongxue')).message).toBe(
      ONLINE_FORM_MESSAGES.parentMissing,
    );
  });

  it('deletes a row with its descendants', async () => {
    const root = await byTitle('情绪');
    expect((await call('DELETE', `/online/cgform/api/form/topic_tree/${root}`)).success).toBe(true);
    expect(page(await call('GET', '/online/cgform/api/getData/topic_tree?title=焦虑'))).toEqual([]);
  });
});
