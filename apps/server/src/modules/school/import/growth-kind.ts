import { GROWTH_KINDS, GROWTH_RECORD_KINDS } from '@xinmiao/shared';
import ExcelJS from 'exceljs';
import { appendGrowthEvents } from '../../../core/growth-events.ts';
import type { PolicyActor } from '../../../core/policy/policy.ts';
import { schoolStudent } from '../../../db/schema.ts';
import { recordEvent } from '../growth-record.ts';
import { studentsVisibleTo } from '../policies/student.ts';
import { checkUpload } from './check-upload.ts';
import type { ImportKind } from './import-kind.ts';
import { GROWTH_COLUMNS, type GrowthImportContext, type GrowthRow } from './validate-growth.ts';
import { workbookBuffer } from './workbooks.ts';

async function growthTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('成长档案事项');
  sheet.columns = GROWTH_COLUMNS.map((c) => ({ header: c.header, key: c.field, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({
    studentNo: '20230101',
    kind: '竞赛',
    title: '全国大学生数学建模竞赛',
    rank: '省级二等奖',
    date: '2026-11-20',
  });
  sheet.addRow({
    studentNo: '20230101',
    kind: '志愿服务',
    title: '社区敬老院志愿服务',
    rank: '校团委',
    date: '2026-10-01',
    hours: 4,
  });
  const notes = workbook.addWorksheet('说明');
  notes.columns = [{ header: '填写说明', key: 'text', width: 90 }];
  for (const text of [
    '学号、类型、名称、日期必填；学号须是您管理范围内的学生。',
    `类型：${GROWTH_RECORD_KINDS.map((k) => GROWTH_KINDS[k]).join('、')}；志愿服务须填写时长（小时）。`,
    '日期格式 YYYY-MM-DD。同一学生、类型、名称和日期的事项再次导入时更新，不会重复。',
  ]) {
    notes.addRow({ text });
  }
  return workbookBuffer(workbook);
}

async function growthContext(actor: PolicyActor): Promise<GrowthImportContext> {
  const rows = await actor.db
    .select({ id: schoolStudent.id, studentNo: schoolStudent.studentNo })
    .from(schoolStudent)
    .where(await studentsVisibleTo(actor));
  return { students: new Map(rows.map((r) => [r.studentNo, r.id])) };
}

/** Same student, kind, name and day: the same record (a re-import updates it instead of adding one). */
const sourceIdOf = (g: GrowthRow) => `import:${g.studentNo}:${g.kind}:${g.date}:${g.title}`;

/** 成长档案事项导入: awards, activities, competitions and volunteer hours, as 录入事项 enters them. */
export const growthImport: ImportKind = {
  kind: 'growth',
  columns: GROWTH_COLUMNS,
  templateName: '成长档案事项导入模板.xlsx',
  template: growthTemplate,
  preview: async (actor, file) => checkUpload.growthPreview(file, await growthContext(actor)),
  async prepare(actor, file) {
    const checked = await checkUpload.growthCheck(file, await growthContext(actor));
    if ('error' in checked) return checked;
    const { total, valid: good, errors } = checked;
    return {
      total,
      validRows: good.map((g) => g.row),
      errors,
      write: (tdb, from, to) =>
        appendGrowthEvents(
          tdb,
          good.slice(from, to).map((g) => ({
            ...recordEvent(g.studentId, g),
            sourceId: sourceIdOf(g),
          })),
        ),
    };
  },
};
