/** 学生类型 codes as stored and sent. */
export const STUDENT_TYPES = { '1': '本科生', '2': '专科生', '3': '研究生', '4': '中小学生' } as const;
export type StudentType = keyof typeof STUDENT_TYPES;

/** 学籍状态: 在读 through 已归档; 毕业 and 归档 are set in batches, never by the form. */
export const STUDENT_STATUS = {
  '1': '在读',
  '2': '休学',
  '3': '毕业',
  '4': '退学',
  '5': '已归档',
} as const;
export type StudentStatus = keyof typeof STUDENT_STATUS;

/** Levels of the school tree (decisions §22), root first. */
export const UNIT_KINDS = {
  school: '学校',
  college: '院系',
  major: '专业',
  grade: '年级',
  class: '班级',
} as const;
export type UnitKind = keyof typeof UNIT_KINDS;

/** Which level may sit under which: a major is optional between college and grade. */
export const UNIT_PARENTS: Record<Exclude<UnitKind, 'school'>, readonly UnitKind[]> = {
  college: ['school'],
  major: ['college'],
  grade: ['college', 'major', 'school'],
  class: ['grade'],
};

/** 教职工类型. */
export const STAFF_TYPES = {
  teacher: '教师',
  banzhuren: '班主任',
  fudaoyuan: '辅导员',
  consultant: '咨询师',
} as const;
export type StaffType = keyof typeof STAFF_TYPES;

/** Masks all but the first 3 and last 4 characters of an ID or phone number (unmasked needs a permission). */
export function maskMiddle(value: string | null): string | null {
  if (!value) return value;
  if (value.length <= 7) return `${value.slice(0, 1)}${'*'.repeat(Math.max(value.length - 1, 0))}`;
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
}
