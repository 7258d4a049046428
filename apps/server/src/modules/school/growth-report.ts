import { GROWTH_KINDS, type GrowthKind } from '@xinmiao/shared';
import JSZip from 'jszip';
import { renderPdf } from '../../core/pdf/render.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { type GrowthReader, readTimeline } from './growth-read.ts';
import { classPaths, loadUnits } from './structure.ts';

/** A file longer than this prints its newest events and says so. */
export const REPORT_EVENT_CAP = 2_000;

type ReportStudent = { id: string; name: string; studentNo: string; classId: string };

/**
 * 成长档案报告: the student's timeline as the reader may see it (the same need-to-know as the
 * screen), as a PDF with Chinese text, for graduation or transfer.
 */
export async function growthReportPdf(
  db: TenantDb,
  student: ReportStudent,
  reader: GrowthReader,
  printedAt: string,
): Promise<Buffer> {
  const [file, units] = await Promise.all([
    readTimeline(db, student, reader, { pageNo: 1, pageSize: REPORT_EVENT_CAP }),
    loadUnits(db),
  ]);
  const className = classPaths(units).get(student.classId)?.path ?? '';
  const capped = file.total > file.events.length;
  return renderPdf({
    title: `${student.name} 成长档案`,
    blocks: [
      { kind: 'heading', text: `${student.name} 成长档案` },
      {
        kind: 'paragraph',
        text: `学号：${student.studentNo}　班级：${className}　打印时间：${printedAt}　共 ${file.total} 条记录${
          capped ? `（仅列出最近 ${file.events.length} 条）` : ''
        }`,
      },
      {
        kind: 'table',
        columns: [
          { title: '时间', width: 3 },
          { title: '类型', width: 2 },
          { title: '事项', width: 7 },
        ],
        rows: file.events.map((e) => [
          e.eventTime.slice(0, 10),
          GROWTH_KINDS[e.kind as GrowthKind] ?? e.kind,
          e.title,
        ]),
      },
    ],
  });
}

/**
 * The growth reports of a class on graduation: one PDF per student (`学号-姓名.pdf`), one after the
 * other (the renderer is CPU-bound), in one ZIP.
 */
export async function growthClassZip(
  db: TenantDb,
  students: readonly ReportStudent[],
  reader: GrowthReader,
  printedAt: string,
): Promise<Buffer> {
  const zip = new JSZip();
  for (const student of students) {
    zip.file(
      `${student.studentNo}-${student.name}.pdf`,
      await growthReportPdf(db, student, reader, printedAt),
    );
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}
