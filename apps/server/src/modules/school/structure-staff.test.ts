import type { Staff, StructureNode } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendGrowthEvents } from '../../core/growth-events.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysRole } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { classIdOf, departId, schoolSession, studentId } from './test-support.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof schoolSession>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await schoolSession(t, ['admin', 'banzhuren', 'fudaoyuan', 'xinli', 'zhongxue']);
});
afterAll(() => t.close());

const flatten = (nodes: readonly StructureNode[]): StructureNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe('school structure', () => {
  it('answers the tree with levels and dormitories, per school', async () => {
    const tree = (await s.get('/school/structure/tree', 'admin')).body.result as StructureNode[];
    const nodes = flatten(tree);
    expect(tree.map((n) => [n.name, n.kind])).toEqual([['心苗示范大学', 'school']]);
    expect(nodes.find((n) => n.name === '计算机学院')?.kind).toBe('college');
    expect(nodes.find((n) => n.name === '心理健康教育中心')?.kind).toBeNull();
    expect(nodes.filter((n) => n.kind === 'class')).toHaveLength(10);
    expect(nodes.find((n) => n.name === '2023级1班')?.dormitory).toBe('梅园23号楼');
    const other = flatten((await s.get('/school/structure/tree', 'zhongxue')).body.result as StructureNode[]);
    expect(other.map((n) => n.name)).toEqual(['另一所示范中学', '初一年级', '初一(1)班']);
  });

  it('shows a 班主任 only their classes and a 辅导员 only their colleges, each under its parents', async () => {
    const classesOf = async (user: string) =>
      flatten((await s.get('/school/structure/tree', user)).body.result as StructureNode[])
        .filter((n) => n.kind === 'class')
        .map((n) => n.name);
    const banzhuren = flatten(
      (await s.get('/school/structure/tree', 'banzhuren')).body.result as StructureNode[],
    );
    expect(banzhuren.map((n) => n.name)).toEqual(['心苗示范大学', '计算机学院', '2023级', '2023级1班']);
    const options = (await s.get('/school/structure/classes', 'banzhuren')).body.result as { name: string }[];
    expect(options.map((c) => c.name)).toEqual(['2023级1班']);
    const fudaoyuan = await classesOf('fudaoyuan');
    expect(fudaoyuan.length).toBeGreaterThan(1);
    expect(fudaoyuan.length).toBeLessThan((await classesOf('admin')).length);
  });

  it('adds a major, a grade and a class under the right parents with child org codes', async () => {
    const college = await departId(t, 1000, '外国语学院');
    const wrong = await s.send('POST', '/school/class/add', 'admin', {
      parentId: college,
      kind: 'class',
      name: '错班',
    });
    expect(wrong.body.message).toBe('上级不能包含该层级');
    expect(
      (
        await s.send('POST', '/school/college/add', 'admin', {
          parentId: college,
          kind: 'major',
          name: '英语专业',
        })
      ).body.message,
    ).toBe('添加成功！');
    const major = await departId(t, 1000, '英语专业');
    await s.send('POST', '/school/grade/add', 'admin', {
      parentId: major,
      kind: 'grade',
      name: '2025级英语',
    });
    const grade = await departId(t, 1000, '2025级英语');
    const add = await s.send('POST', '/school/class/add', 'admin', {
      parentId: grade,
      kind: 'class',
      name: '英语1班',
      dormitory: '竹园5号楼',
    });
    expect(add.body.message).toBe('添加成功！');
    const nodes = flatten((await s.get('/school/structure/tree', 'admin')).body.result as StructureNode[]);
    const collegeNode = nodes.find((n) => n.name === '外国语学院');
    const klass = nodes.find((n) => n.name === '英语1班');
    expect(klass?.orgCode.startsWith(collegeNode?.orgCode ?? '?')).toBe(true);
    expect(klass?.orgCode).toHaveLength((collegeNode?.orgCode.length ?? 0) + 9);
    expect(klass?.dormitory).toBe('竹园5号楼');
  });

  it('refuses to delete a class with students or a level through another level’s route', async () => {
    const klass = await classIdOf(t, 1000, '计算机学院', '2023级1班');
    expect((await s.send('DELETE', `/school/class/delete?id=${klass}`, 'admin')).body.message).toBe(
      '该班级还有学生，无法删除',
    );
    const college = await departId(t, 1000, '计算机学院');
    expect((await s.send('DELETE', `/school/class/delete?id=${college}`, 'admin')).body.message).toBe(
      '未找到对应数据',
    );
    const foreign = await departId(t, 1001, '初一(1)班');
    expect((await s.send('DELETE', `/school/class/delete?id=${foreign}`, 'admin')).body.message).toBe(
      '未找到对应数据',
    );
    expect(
      (await s.send('DELETE', `/school/grade/delete?id=${await departId(t, 1000, '2025级英语')}`, 'admin'))
        .body.message,
    ).toBe('请先删除下级组织');
  });

  it('needs the level’s permission', async () => {
    const reply = await s.send('POST', '/school/college/add', 'banzhuren', {
      parentId: await departId(t, 1000, '心苗示范大学'),
      kind: 'college',
      name: '新学院',
    });
    expect(reply.body.code).toBe(510);
  });
});

describe('staff and scope', () => {
  const staffList = async (who: string, path = '/school/staff/list') =>
    ((await s.get(`${path}?pageSize=100`, who)).body.result as { records: Staff[] }).records;

  it('lists the seeded staff with their scope; consultants on their own list; per school', async () => {
    const staff = await staffList('admin');
    expect(staff.map((x) => [x.workNo, x.staffType]).sort()).toEqual([
      ['T1001', 'consultant'],
      ['T1002', 'fudaoyuan'],
      ['T1003', 'banzhuren'],
    ]);
    expect(staff.find((x) => x.workNo === 'T1003')?.scope).toEqual(['2023级1班']);
    expect((await staffList('admin', '/school/consultant/list')).map((x) => x.workNo)).toEqual(['T1001']);
  });

  it('a caseload-scoped consultant sees exactly their caseload', async () => {
    await new TenantDb(t.db, 1000).update(sysRole, { dataScope: 'caseload' }, eq(sysRole.roleCode, 'xinli'));
    expect(await s.students('', 'xinli')).toEqual([]);
    const consultant = (await staffList('admin', '/school/consultant/list'))[0];
    const picked = [await studentId(t, 1000, '20230501'), await studentId(t, 1000, '20230903')];
    await s.send('POST', '/school/staff/scope', 'admin', {
      id: consultant?.id,
      departIds: [],
      studentIds: picked,
    });
    expect((await s.students('', 'xinli')).map((x) => x.studentNo).sort()).toEqual(['20230501', '20230903']);
    const scope = await s.get(`/school/staff/scope?id=${consultant?.id}`, 'admin');
    expect((scope.body.result as { caseload: unknown[] }).caseload).toHaveLength(2);
    await new TenantDb(t.db, 1000).update(sysRole, { dataScope: 'all' }, eq(sysRole.roleCode, 'xinli'));
  });

  it('assigning a second class widens what the class teacher sees; foreign classes and students are refused', async () => {
    const banzhuren = (await staffList('admin')).find((x) => x.workNo === 'T1003');
    const class1 = await classIdOf(t, 1000, '计算机学院', '2023级1班');
    const class2 = await classIdOf(t, 1000, '计算机学院', '2023级2班');
    expect((await s.students('', 'banzhuren')).length).toBe(3);
    const save = await s.send('POST', '/school/staff/scope', 'admin', {
      id: banzhuren?.id,
      departIds: [class1, class2],
    });
    expect(save.body.message).toBe('负责范围已保存');
    expect((await s.students('', 'banzhuren')).length).toBe(6);
    const foreign = await departId(t, 1001, '初一(1)班');
    const refused = await s.send('POST', '/school/staff/scope', 'admin', {
      id: banzhuren?.id,
      departIds: [foreign],
    });
    expect(refused.body.message).toBe('未找到对应数据');
    const foreignStudent = await studentId(t, 1001, '20250101');
    const refusedCase = await s.send('POST', '/school/staff/scope', 'admin', {
      id: banzhuren?.id,
      departIds: [class1],
      studentIds: [foreignStudent],
    });
    expect(refusedCase.body.message).toBe('未找到对应数据');
    expect((await s.students('', 'banzhuren')).length).toBe(6);
  });

  it('adds staff only for accounts of the same school', async () => {
    const reply = await s.send('POST', '/school/staff/add', 'admin', {
      username: 'zhongxue',
      workNo: 'T9',
      name: '赵老师',
      staffType: 'teacher',
    });
    expect(reply.body.message).toBe('该账号不是本校成员，请先在用户管理中创建账号');
    const dup = await s.send('POST', '/school/staff/add', 'admin', {
      username: 'admin',
      workNo: 'T1001',
      name: '管理员',
      staffType: 'teacher',
    });
    expect(dup.body.message).toBe('工号已存在');
  });
});

describe('growth file', () => {
  it('another module appends events; the timeline is newest first, audited, and idempotent per source', async () => {
    const id = await studentId(t, 1000, '20230102');
    const db = new TenantDb(t.db, 1000);
    const event = {
      studentId: id,
      kind: 'assessment' as const,
      visibility: 'staff' as const,
      title: 'SCL-90 普查',
      payload: { level: 1 },
      sourceModule: 'screening',
      sourceId: 'r1',
      eventTime: new Date('2025-03-01T08:00:00Z'),
    };
    await appendGrowthEvents(db, [event]);
    await appendGrowthEvents(db, [{ ...event, title: 'SCL-90 普查（复评）' }]);
    await s.send('POST', '/school/growth/addNote', 'admin', {
      studentId: id,
      title: '谈心',
      content: '状态良好',
    });
    const timeline = await s.get(`/school/growth/timeline?studentId=${id}`, 'banzhuren');
    const events = (timeline.body.result as { events: { title: string; kind: string }[] }).events;
    expect(events.map((e) => e.title)).toEqual(['谈心', 'SCL-90 普查（复评）']);
    const readers = await s.get(`/school/student/readers?id=${id}`, 'admin');
    expect((readers.body.result as { resource: string }[]).map((r) => r.resource)).toContain(
      '/school/growth/timeline',
    );
  });

  it('another school cannot append to or read this file', async () => {
    const id = await studentId(t, 1000, '20230102');
    await expect(
      appendGrowthEvents(new TenantDb(t.db, 1001), [
        { studentId: id, kind: 'note', visibility: 'staff', title: 'x', sourceModule: 't' },
      ]),
    ).rejects.toThrow();
    expect((await s.get(`/school/growth/timeline?studentId=${id}`, 'zhongxue')).body.message).toBe(
      '未找到对应数据',
    );
  });
});
