import { and, inArray } from 'drizzle-orm';
import { AppError } from '../../../core/errors.ts';
import { schoolStudent } from '../../../db/schema.ts';
import { classesInReach, studentsVisibleTo } from '../policies/student.ts';
import { classPaths, loadUnits } from '../structure.ts';
import { STUDENT_COLUMNS } from '../student-sheet.ts';
import { checkUpload } from './check-upload.ts';
import { importContext } from './import-context.ts';
import type { ImportKind } from './import-kind.ts';
import type { ValidRow } from './validate-students.ts';
import { studentTemplate } from './workbooks.ts';

/** Fields an import may change on an existing student; the class changes only by 转班 (with history). */
const UPDATABLE = [
  'name',
  'sex',
  'birthday',
  'idCard',
  'phone',
  'enrolYear',
  'studentType',
  'studentStatus',
  'guardianName',
  'guardianPhone',
  'guardianRelation',
] as const;

const rowValues = ({ values }: ValidRow) => ({
  studentNo: values.studentNo,
  name: values.name,
  sex: values.sex ?? null,
  birthday: values.birthday ?? null,
  idCard: values.idCard ?? null,
  phone: values.phone ?? null,
  classId: values.classId,
  orgCode: values.orgCode,
  enrolYear: values.enrolYear ?? null,
  studentType: values.studentType,
  studentStatus: values.studentStatus,
  guardianName: values.guardianName ?? null,
  guardianPhone: values.guardianPhone ?? null,
  guardianRelation: values.guardianRelation ?? null,
});

/** 学生导入: upsert by 学号 into classes the importer reaches. */
export const studentImport: ImportKind = {
  kind: 'student',
  columns: STUDENT_COLUMNS,
  templateName: '学生导入模板.xlsx',
  async template(actor) {
    const paths = classPaths(await loadUnits(actor.db));
    const reachable = await classesInReach(
      actor,
      [...paths].map(([id, c]) => ({ id, orgCode: c.orgCode })),
    );
    return studentTemplate([...paths].filter(([id]) => reachable.has(id)).map(([, c]) => c.path));
  },
  preview: async (actor, file) => checkUpload.studentPreview(file, await importContext(actor)),
  async prepare(actor, file) {
    const checked = await checkUpload.studentCheck(file, await importContext(actor));
    if ('error' in checked) return checked;
    const { total, valid, errors } = checked;
    // Loaded before any transaction: the policy reads through the actor's own connection.
    const visible = await studentsVisibleTo(actor);
    return {
      total,
      validRows: valid.map((v) => v.row),
      errors,
      async write(tdb, from, to) {
        const batch = valid.slice(from, to);
        await tdb.upsert(schoolStudent, batch.map(rowValues), {
          target: [schoolStudent.studentNo],
          update: [...UPDATABLE],
        });
        // The policy itself, data rules included, must see every written row, else the batch is undone.
        const numbers = batch.map((r) => r.values.studentNo);
        const seen = await tdb.count(schoolStudent, and(inArray(schoolStudent.studentNo, numbers), visible));
        if (seen !== batch.length) throw new AppError('无权导入到该班级');
      },
    };
  },
};
