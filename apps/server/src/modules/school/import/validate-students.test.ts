import { describe, expect, it } from 'vitest';
import { STUDENT_COLUMNS } from '../student-sheet.ts';
import { type ImportContext, validateStudents } from './validate-students.ts';

const CLASS = '计算机学院 / 2023级 / 2023级1班';
const ctx: ImportContext = {
  classes: new Map([[CLASS, { id: 'c1', orgCode: 'A01' }]]),
  reachableClassIds: new Set(['c1']),
  hiddenStudentNos: new Set(),
};
const HEADER = Object.fromEntries(STUDENT_COLUMNS.map((c) => [c.field, c.header]));

function sheetRow(row: number, values: Record<string, string>) {
  return {
    row,
    cells: Object.fromEntries(Object.entries(values).map(([field, v]) => [HEADER[field] ?? field, v])),
  };
}

describe('student import: 出生日期', () => {
  it('reports an impossible birth date by row and column and does not import the row', () => {
    const { valid, errors } = validateStudents(
      [
        sheetRow(2, { studentNo: 'S001', name: '甲', classPath: CLASS, birthday: '2006-13-45' }),
        sheetRow(3, { studentNo: 'S002', name: '乙', classPath: CLASS, birthday: '2006-02-30' }),
        sheetRow(4, { studentNo: 'S003', name: '丙', classPath: CLASS, birthday: '2006-09-01' }),
        sheetRow(5, { studentNo: 'S004', name: '丁', classPath: CLASS, birthday: '' }),
      ],
      ctx,
    );
    expect(errors).toEqual([
      { row: 2, field: '出生日期', message: '出生日期不是有效日期：月份应为 01–12（填写的是 2006-13-45）' },
      {
        row: 3,
        field: '出生日期',
        message: '出生日期不是有效日期：2006年2月没有30日（填写的是 2006-02-30）',
      },
    ]);
    expect(valid.map((v) => [v.row, v.values.birthday])).toEqual([
      [4, '2006-09-01'],
      [5, undefined],
    ]);
  });
});
