import {
  type AccountSlipFiles,
  type Student,
  type StudentDetail,
  type StudentReader,
  type UserInfo,
  XLSX_CONTENT_TYPE,
} from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantToRole } from '../../test/grant.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_PASSWORD } from '../../test/test-db.ts';
import {
  classIdOf,
  departId,
  readWorkbook,
  schoolSession,
  slipPasswords,
  studentId,
} from './test-support.ts';

// Demo data: 计算机学院 2023级1班 holds 20230101–03 (班主任 banzhuren; seeded with answering
// accounts for the demo screening), 2023级2班 20230201–03, 2024级1班 20230301–03;
// 计算机学院 has four classes (辅导员 fudaoyuan); tenant 1001's 初一(1)班 holds 20250101–03.
let t: TestApp;
let s: Awaited<ReturnType<typeof schoolSession>>;
let class2: string;
let class2Student: string;
let otherTenantStudent: string;

beforeAll(async () => {
  t = await createTestApp();
  await grantToRole(t, 1000, 'banzhuren', [
    'school:student:export',
    'school:student:edit',
    'school:student:transfer',
  ]);
  s = await schoolSession(t, ['admin', 'xinli', 'fudaoyuan', 'banzhuren', 'zhongxue']);
  class2 = await classIdOf(t, 1000, '计算机学院', '2023级2班');
  class2Student = await studentId(t, 1000, '20230201');
  otherTenantStudent = await studentId(t, 1001, '20250101');
});
afterAll(() => t.close());

const numbers = (records: readonly Student[]) => records.map((r) => r.studentNo).sort();
const CLASS_1 = ['20230101', '20230102', '20230103'];

describe('a class teacher sees only their class', () => {
  it('lists only class 1, whatever the filter asks for', async () => {
    expect(numbers(await s.students('', 'banzhuren'))).toEqual(CLASS_1);
    expect(await s.students('studentNo=20230201', 'banzhuren')).toEqual([]);
    expect(await s.students('studentNo=*202302*', 'banzhuren')).toEqual([]);
    expect(await s.students(`classId=${class2}`, 'banzhuren')).toEqual([]);
    const college = await departId(t, 1000, '计算机学院');
    expect(numbers(await s.students(`departId=${college}`, 'banzhuren'))).toEqual(CLASS_1);
    const superQuery = encodeURIComponent(
      JSON.stringify([{ field: 'studentNo', rule: 'eq', val: '20230201' }]),
    );
    expect(await s.students(`superQueryParams=${superQuery}&superQueryMatchType=or`, 'banzhuren')).toEqual(
      [],
    );
    const either = encodeURIComponent(
      JSON.stringify([
        { field: 'studentNo', rule: 'right_like', val: '20230' },
        { field: 'classId', rule: 'eq', val: class2 },
      ]),
    );
    expect(
      numbers(await s.students(`superQueryParams=${either}&superQueryMatchType=or`, 'banzhuren')),
    ).toEqual(CLASS_1);
  });

  it('cannot open, edit, transfer, read the growth file or history of a class-2 student', async () => {
    const notFound = '未找到对应数据';
    expect((await s.get(`/school/student/queryById?id=${class2Student}`, 'banzhuren')).body.message).toBe(
      notFound,
    );
    expect(
      (await s.get(`/school/growth/timeline?studentId=${class2Student}`, 'banzhuren')).body.message,
    ).toBe(notFound);
    expect((await s.get(`/school/student/transfers?id=${class2Student}`, 'banzhuren')).body.message).toBe(
      notFound,
    );
    expect((await s.get(`/school/student/readers?id=${class2Student}`, 'banzhuren')).body.message).toBe(
      notFound,
    );
    const edit = await s.send('PUT', '/school/student/edit', 'banzhuren', {
      id: class2Student,
      studentNo: '20230201',
      name: '改名',
      classId: class2,
    });
    expect(edit.body.message).toBe(notFound);
    const transfer = await s.send('POST', '/school/student/transfer', 'banzhuren', {
      ids: [class2Student],
      toClassId: await classIdOf(t, 1000, '计算机学院', '2023级1班'),
    });
    expect(transfer.body.message).toBe(notFound);
  });

  it('exports only class 1', async () => {
    const reply = await s.download('/school/student/exportXls', 'banzhuren');
    expect(reply.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    const rows = await readWorkbook(reply.rawPayload);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(CLASS_1);
    expect(rows[1]?.[4]).toMatch(/\*{4}/);
  });

  it('cannot move own students into a class outside their reach', async () => {
    const own = await studentId(t, 1000, '20230103');
    const reply = await s.send('POST', '/school/student/transfer', 'banzhuren', {
      ids: [own],
      toClassId: class2,
    });
    expect(reply.body.message).toBe('没有权限，请联系管理员分配权限！');
    expect(numbers(await s.students('', 'banzhuren'))).toEqual(CLASS_1);
  });
});

describe('a college counsellor sees their college only, the centre sees the school', () => {
  it('辅导员: the four classes of 计算机学院', async () => {
    const records = await s.students('', 'fudaoyuan');
    expect(records).toHaveLength(12);
    expect(records.every((r) => r.classPath.startsWith('计算机学院'))).toBe(true);
    const psych = await studentId(t, 1000, '20230501');
    expect((await s.get(`/school/student/queryById?id=${psych}`, 'fudaoyuan')).body.message).toBe(
      '未找到对应数据',
    );
  });

  it('咨询师 (data scope all) and admin: every student of the school', async () => {
    expect(await s.students('', 'xinli')).toHaveLength(30);
    expect(await s.students('', 'admin')).toHaveLength(30);
  });
});

describe('tenants', () => {
  it('a school never lists, reads, edits or transfers another school’s students', async () => {
    expect(numbers(await s.students('', 'zhongxue'))).toEqual(['20250101', '20250102', '20250103']);
    expect(await s.students('studentNo=20250101', 'admin')).toEqual([]);
    expect((await s.get(`/school/student/queryById?id=${otherTenantStudent}`, 'admin')).body.message).toBe(
      '未找到对应数据',
    );
    const transfer = await s.send('POST', '/school/student/transfer', 'admin', {
      ids: [otherTenantStudent],
      toClassId: class2,
    });
    expect(transfer.body.message).toBe('未找到对应数据');
    const foreignClass = await departId(t, 1001, '初一(1)班');
    const add = await s.send('POST', '/school/student/add', 'admin', {
      studentNo: 'X0001',
      name: '越界',
      classId: foreignClass,
    });
    expect(add.body.message).toBe('请选择班级');
    expect(
      (await s.get(`/school/growth/timeline?studentId=${otherTenantStudent}`, 'admin')).body.message,
    ).toBe('未找到对应数据');
  });

  it('学号 is unique per school only: tenant 1000 may use a number tenant 1001 has', async () => {
    const add = await s.send('POST', '/school/student/add', 'admin', {
      studentNo: '20250101',
      name: '同号学生',
      classId: class2,
    });
    expect(add.body.message).toBe('添加成功！');
    const again = await s.send('POST', '/school/student/add', 'admin', {
      studentNo: '20250101',
      name: '重复',
      classId: class2,
    });
    expect(again.body.message).toBe('学号已存在');
  });
});

describe('input that tries to get out', () => {
  it('filters are values, never SQL', async () => {
    expect(await s.students(`studentNo=${encodeURIComponent("' or 1=1 --")}`, 'admin')).toEqual([]);
    expect(await s.students(`departId=${encodeURIComponent("x' or '1'='1")}`, 'admin')).toEqual([]);
    const sort = await s.get(
      '/school/student/list?column=id_card;drop table school_student&order=asc',
      'admin',
    );
    expect(sort.body.message).toBe('请注意，将要排序的列字段不存在');
    const field = encodeURIComponent(JSON.stringify([{ field: 'id_card', rule: 'eq', val: '1' }]));
    expect((await s.get(`/school/student/list?superQueryParams=${field}`, 'admin')).body.message).toBe(
      '参数不正确',
    );
    expect(await s.students('', 'admin')).toHaveLength(31);
  });

  it('refuses a malformed ID number and phone with the spec messages', async () => {
    const bad = await s.send('POST', '/school/student/add', 'admin', {
      studentNo: 'S1',
      name: '甲',
      classId: class2,
      idCard: '110105194912310021',
    });
    expect(bad.body.message).toBe('请输入正确的身份证号码');
    const phone = await s.send('POST', '/school/student/add', 'admin', {
      studentNo: 'S1',
      name: '甲',
      classId: class2,
      phone: '12345',
    });
    expect(phone.body.message).toBe('请输入正确手机号');
  });
});

describe('masking and read audit', () => {
  it('masks ID and phone numbers without school:student:unmask', async () => {
    const [masked] = await s.students('studentNo=20230101', 'banzhuren');
    expect(masked?.idCard).toMatch(/^110\*+\w{4}$/);
    expect(masked?.phone).toMatch(/^139\*+\d{4}$/);
    const [full] = await s.students('studentNo=20230101', 'admin');
    expect(full?.idCard).toMatch(/^110105\d{11}[\dX]$/);
  });

  it('shows who viewed a student’s data', async () => {
    const id = await studentId(t, 1000, '20230102');
    const detail = await s.get(`/school/student/queryById?id=${id}`, 'banzhuren');
    expect((detail.body.result as StudentDetail).abilities).toEqual({
      edit: true,
      transfer: true,
      graduate: false,
      delete: false,
    });
    const list = await s.get('/school/student/list?studentNo=20230102', 'banzhuren');
    const [row] = (list.body.result as { records: StudentDetail[] }).records;
    expect(row?.abilities).toEqual((detail.body.result as StudentDetail).abilities);
    const readers = await s.get(`/school/student/readers?id=${id}`, 'admin');
    const rows = readers.body.result as { reader: string; resource: string }[];
    expect(rows.some((r) => r.reader === '陈班主' && r.resource.includes('/school/student/queryById'))).toBe(
      true,
    );
  });
});

describe('read purpose', () => {
  const readWith = (id: string, purpose: string) =>
    t.call({
      method: 'GET',
      url: `/jeecg-boot/school/student/queryById?id=${id}`,
      headers: { ...s.headers('banzhuren'), 'x-read-purpose': purpose },
    });
  const purposes = async (id: string) =>
    ((await s.get(`/school/student/readers?id=${id}`, 'admin')).body.result as StudentReader[]).map(
      (r) => r.purpose,
    );

  it('stores the optional 查看目的 of a read and shows it in 谁查看了我的数据', async () => {
    const id = await studentId(t, 1000, '20230103');
    await readWith(id, encodeURIComponent('心理访谈前了解情况'));
    await s.get(`/school/student/queryById?id=${id}`, 'banzhuren');
    expect(await purposes(id)).toEqual(expect.arrayContaining(['心理访谈前了解情况', null]));
  });

  it('keeps malformed or hostile purposes as plain, capped text', async () => {
    const id = await studentId(t, 1000, '20230101');
    await readWith(id, '%E0%A4%A');
    await readWith(id, encodeURIComponent(`'); drop table sys_read_audit;--\n${'长'.repeat(300)}`));
    const stored = await purposes(id);
    expect(stored).toContain(null);
    const hostile = stored.find((p) => p?.startsWith("');"));
    expect(hostile).toHaveLength(100);
    expect(hostile).not.toContain('\n');
  });
});

describe('student accounts', () => {
  it('creates accounts named by 学号 with random initial passwords on the account slip, once', async () => {
    const ids = [await studentId(t, 1000, '20230301'), await studentId(t, 1000, '20230302')];
    const reply = await s.send('POST', '/school/student/createAccounts', 'admin', { ids });
    expect(reply.body.result).toMatchObject({ created: 2, existing: 0 });
    const slip = await slipPasswords((reply.body.result as { slip: AccountSlipFiles }).slip);
    expect([...slip.keys()].sort()).toEqual(['20230301', '20230302']);
    for (const issued of slip.values()) expect(issued).toMatch(/^[2-9a-km-zA-HJ-NP-Z]{10}$/);
    const again = await s.send('POST', '/school/student/createAccounts', 'admin', { ids });
    expect(again.body.result).toEqual({ created: 0, existing: 2, slip: null });
    const [row] = await s.students('studentNo=20230301', 'admin');
    expect(row?.username).toBe('20230301');
    const password = slip.get('20230301') ?? '';
    const login = await t.postLogin({ username: '20230301', password });
    expect(login.body.success).toBe(true);
    const first = login.body.result as { token: string; userInfo: UserInfo };
    expect(first.userInfo.mustChangePassword).toBe(true);
    const changed = await t.call({
      method: 'PUT',
      url: '/jeecg-boot/sys/user/updatePassword',
      headers: auth(first.token),
      payload: {
        username: '20230301',
        oldpassword: password,
        password: 'Xinmiao2026a',
        confirmpassword: 'Xinmiao2026a',
      },
    });
    expect(changed.body.success).toBe(true);
    const relogin = await t.postLogin({ username: '20230301', password: 'Xinmiao2026a' });
    expect((relogin.body.result as { userInfo: UserInfo }).userInfo.mustChangePassword).toBe(false);
    const staff = await t.postLogin({ username: 'banzhuren', password: TEST_PASSWORD });
    expect((staff.body.result as { userInfo: UserInfo }).userInfo.mustChangePassword).toBe(false);
  });

  it('lets a student see who read their record, without the readers’ addresses, and nobody else’s', async () => {
    const id = await studentId(t, 1000, '20230301');
    await s.get(`/school/student/queryById?id=${id}`, 'admin');
    const login = await t.postLogin({ username: '20230301', password: 'Xinmiao2026a' });
    const token = (login.body.result as { token: string }).token;
    const mine = await t.call({
      method: 'GET',
      url: '/jeecg-boot/school/student/myReaders',
      headers: auth(token),
    });
    const result = mine.body.result as { student: { studentNo: string } | null; readers: StudentReader[] };
    expect(result.student?.studentNo).toBe('20230301');
    expect(result.readers.some((r) => r.resource.includes('/school/student/queryById'))).toBe(true);
    expect(result.readers.every((r) => r.ip === null)).toBe(true);
    const other = await t.call({
      method: 'GET',
      url: `/jeecg-boot/school/student/readers?id=${class2Student}`,
      headers: auth(token),
    });
    expect(other.body.success).toBe(false);
    expect((await s.get('/school/student/myReaders', 'banzhuren')).body.result).toEqual({
      student: null,
      readers: [],
    });
  });

  it('a class teacher creates accounts for their own class only, and nobody for another school', async () => {
    const outOfReach = await s.send('POST', '/school/student/createAccounts', 'banzhuren', {
      ids: [class2Student],
    });
    expect(outOfReach.body.result).toEqual({ created: 0, existing: 1, slip: null });
    const reply = await s.send('POST', '/school/student/createAccounts', 'admin', {
      ids: [otherTenantStudent],
    });
    expect(reply.body.result).toEqual({ created: 0, existing: 1, slip: null });
  });
});
