import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import type { PermissionCode } from '../auth/permissions.ts';
import { UNIT_KINDS } from '../school/student-values.ts';

export const STRUCTURE_MESSAGES = {
  addOk: '添加成功！',
  editOk: '编辑成功!',
  deleteOk: '删除成功!',
  notFound: '未找到对应数据',
  wrongParent: '上级不能包含该层级',
  hasChildren: '请先删除下级组织',
  hasStudents: '该班级还有学生，无法删除',
} as const;

const kind = z.enum(Object.keys(UNIT_KINDS) as [keyof typeof UNIT_KINDS]);

export type StructureNode = {
  id: string;
  parentId: string | null;
  name: string;
  kind: keyof typeof UNIT_KINDS | null;
  orgCode: string;
  dormitory: string | null;
  enrolYear: number | null;
  children?: StructureNode[];
};

export const structureNodeSchema: z.ZodType<StructureNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string().nullable(),
    name: z.string(),
    /** null: a department outside the school levels (e.g. the psychology centre). */
    kind: kind.nullable(),
    orgCode: z.string(),
    dormitory: z.string().nullable(),
    enrolYear: z.number().nullable(),
    children: z.array(structureNodeSchema).optional(),
  }),
);

export const structureUnitInput = z.object({
  parentId: z.string('请选择上级').min(1, '请选择上级').max(64),
  name: z.string('请输入名称').trim().min(1, '请输入名称').max(50, '名称最多 50 个字符'),
  dormitory: z
    .string()
    .trim()
    .max(100, '宿舍最多 100 个字符')
    .optional()
    .transform((v) => v || undefined),
  enrolYear: z.coerce.number().int().min(1900, '入学年份不正确').max(2100, '入学年份不正确').optional(),
});
export const structureUnitEdit = structureUnitInput
  .omit({ parentId: true })
  .extend({ id: z.string().min(1).max(64) });

export const classOptionSchema = z.object({ id: z.string(), name: z.string(), path: z.string() });
export type ClassOption = z.infer<typeof classOptionSchema>;

const idQuery = z.object({ id: z.string().min(1, 'id 不能为空').max(64) });

/** The three editable levels and the permission resource each answers to (majors belong with colleges). */
export const STRUCTURE_LEVELS = {
  college: { resource: 'school:college', kinds: ['college', 'major'] },
  grade: { resource: 'school:grade', kinds: ['grade'] },
  class: { resource: 'school:class', kinds: ['class'] },
} as const;
export type StructureLevel = keyof typeof STRUCTURE_LEVELS;

function levelRoutes<L extends StructureLevel>(level: L) {
  const resource = STRUCTURE_LEVELS[level].resource;
  const kinds = STRUCTURE_LEVELS[level].kinds;
  const code = (action: string) => `${resource}:${action}` as PermissionCode;
  const levelKind = z.enum(kinds as unknown as [string, ...string[]], '请选择层级');
  return {
    add: defineRoute({
      method: 'POST',
      path: `/school/${level}/add`,
      access: code('add'),
      summary: `添加${UNIT_KINDS[kinds[0]]}`,
      operation: `添加${UNIT_KINDS[kinds[0]]}`,
      body: structureUnitInput.extend({ kind: levelKind }),
    }),
    edit: defineRoute({
      method: ['PUT', 'POST'],
      path: `/school/${level}/edit`,
      access: code('edit'),
      summary: `编辑${UNIT_KINDS[kinds[0]]}`,
      operation: `编辑${UNIT_KINDS[kinds[0]]}`,
      body: structureUnitEdit,
    }),
    delete: defineRoute({
      method: 'DELETE',
      path: `/school/${level}/delete`,
      access: code('delete'),
      summary: `删除${UNIT_KINDS[kinds[0]]}`,
      operation: `删除${UNIT_KINDS[kinds[0]]}`,
      query: idQuery,
    }),
  };
}

export const structureRoutes = {
  tree: defineRoute({
    method: 'GET',
    path: '/school/structure/tree',
    access: 'school:class:list',
    summary: '学校架构树（院系、专业、年级、班级）',
    response: z.array(structureNodeSchema),
  }),
  classes: defineRoute({
    method: 'GET',
    path: '/school/structure/classes',
    access: 'school:student:list',
    summary: '班级选项',
    response: z.array(classOptionSchema),
  }),
  college: levelRoutes('college'),
  grade: levelRoutes('grade'),
  class: levelRoutes('class'),
};
