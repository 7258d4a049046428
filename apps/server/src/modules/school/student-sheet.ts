import { STUDENT_STATUS, STUDENT_TYPES } from '@xinmiao/shared';

/**
 * The columns of the student workbook: the import template, the export and the error workbook all
 * use them, in this order (header text → field of `studentFields`).
 */
export const STUDENT_COLUMNS = [
  { header: '学号', field: 'studentNo', width: 14 },
  { header: '姓名', field: 'name', width: 10 },
  { header: '性别(男/女)', field: 'sex', width: 10 },
  { header: '出生日期', field: 'birthday', width: 12 },
  { header: '身份证号', field: 'idCard', width: 22 },
  { header: '手机号', field: 'phone', width: 14 },
  { header: '班级', field: 'classPath', width: 28 },
  { header: '入学年份', field: 'enrolYear', width: 10 },
  { header: '学生类型', field: 'studentType', width: 10 },
  { header: '学籍状态', field: 'studentStatus', width: 10 },
  { header: '监护人', field: 'guardianName', width: 10 },
  { header: '监护人电话', field: 'guardianPhone', width: 14 },
  { header: '监护人关系', field: 'guardianRelation', width: 10 },
] as const;

export type StudentColumn = (typeof STUDENT_COLUMNS)[number]['field'];

export const SEX_TEXT: Record<string, string> = { '1': '男', '2': '女' };
export const typeText = (code: string) => STUDENT_TYPES[code as keyof typeof STUDENT_TYPES] ?? code;
export const statusText = (code: string) => STUDENT_STATUS[code as keyof typeof STUDENT_STATUS] ?? code;
