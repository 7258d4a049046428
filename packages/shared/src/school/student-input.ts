import { z } from 'zod';
import { refineDate } from '../validation/calendar-date.ts';
import { isChineseIdCard } from '../validation/id-card.ts';
import { optionalMobile, Rules } from '../validation/rules.ts';
import { type STUDENT_STATUS, STUDENT_TYPES } from './student-values.ts';

const rule = (r: { test: (v: string) => boolean; message: string }) => (v: string) => r.test(v);
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}最多 ${max} 个字符`)
    .optional()
    .transform((v) => v || undefined);

/**
 * One student as the form and the import both send it. The import maps each workbook row onto this
 * schema, so a bad cell gets the same message as the same mistake in the form.
 */
export const studentFields = z.object({
  studentNo: z
    .string('请输入学号')
    .trim()
    .min(1, '请输入学号')
    .refine(rule(Rules.alnum20), Rules.alnum20.message),
  name: z.string('请输入姓名').trim().min(1, '请输入姓名').max(50, '姓名最多 50 个字符'),
  sex: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional(),
  birthday: z
    .string()
    .trim()
    .superRefine(refineDate('出生日期'))
    .optional()
    .transform((v) => v || undefined),
  idCard: z
    .string()
    .trim()
    .optional()
    .transform((v) => v?.toUpperCase() || undefined)
    .refine((v) => v === undefined || isChineseIdCard(v), Rules.idCard.message),
  phone: z
    .string()
    .trim()
    .optional()
    .refine((v) => optionalMobile.test(v ?? ''), optionalMobile.message)
    .transform((v) => v || undefined),
  classId: z.string('请选择班级').trim().min(1, '请选择班级').max(64),
  enrolYear: z.coerce
    .number('入学年份应为数字')
    .int()
    .min(1900, '入学年份不正确')
    .max(2100, '入学年份不正确')
    .optional(),
  studentType: z
    .enum(Object.keys(STUDENT_TYPES) as [keyof typeof STUDENT_TYPES], '请选择学生类型')
    .default('1'),
  studentStatus: z
    .enum(['1', '2', '4'] as const satisfies readonly (keyof typeof STUDENT_STATUS)[], '请选择学籍状态')
    .default('1'),
  guardianName: optionalText(50, '监护人姓名'),
  guardianPhone: z
    .string()
    .trim()
    .optional()
    .refine((v) => optionalMobile.test(v ?? ''), optionalMobile.message)
    .transform((v) => v || undefined),
  guardianRelation: optionalText(20, '监护人关系'),
});
export type StudentFields = z.output<typeof studentFields>;
export type StudentFieldsInput = z.input<typeof studentFields>;
