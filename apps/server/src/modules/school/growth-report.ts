import path from 'node:path';
import { GROWTH_KINDS, GROWTH_RECORD_KINDS, type GrowthKind } from '@xinmiao/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import JSZip from 'jszip';
import type { FileStorage } from '../../core/files/file-storage.ts';
import { type PdfBlock, renderPdf } from '../../core/pdf/render.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { formatDateTime } from '../../core/time.ts';
import { growthEvent } from '../../db/schema.ts';
import { type GrowthReader, readTimeline, visibleClasses } from './growth-read.ts';
import { attachmentsOf } from './growth-record.ts';
import { classPaths, loadUnits } from './structure.ts';

/** A file longer than this prints its newest events and says so. */
export const REPORT_EVENT_CAP = 2_000;

/** What one growth file export packs at most; files past it are listed in the PDF as not packed. */
export const FILE_EXPORT_MAX_BYTES = 100 * 1024 * 1024;

type ReportStudent = { id: string; name: string; studentNo: string; classId: string };

/** A line of the PDF's 附件 table: the record, the uploaded name, where it is in the ZIP (or why not). */
type AttachmentLine = { event: string; name: string; packed: string };

/**
 * 成长档案报告: the student's timeline as the reader may see it (the same need-to-know as the
 * screen), as a PDF with Chinese text, for graduation or transfer.
 */
export async function growthReportPdf(
  db: TenantDb,
  student: ReportStudent,
  reader: GrowthReader,
  printedAt: string,
  attachments?: readonly AttachmentLine[],
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
      ...attachmentBlocks(attachments),
    ],
  });
}

function attachmentBlocks(lines: readonly AttachmentLine[] | undefined): PdfBlock[] {
  if (!lines) return [];
  if (lines.length === 0) return [{ kind: 'paragraph', text: '附件：无' }];
  return [
    { kind: 'heading', text: '附件' },
    {
      kind: 'table',
      columns: [
        { title: '事项', width: 4 },
        { title: '文件', width: 4 },
        { title: '压缩包中的位置', width: 4 },
      ],
      rows: lines.map((l) => [l.event, l.name, l.packed]),
    },
  ];
}

/** A name safe in every unzip tool: no separators, control or reserved characters, bounded length. */
function safeSegment(text: string, max: number): string {
  const cleaned = [...text]
    .filter((char) => char.charCodeAt(0) >= 0x20 && !'\\/:*?"<>|'.includes(char))
    .join('')
    .trim()
    .slice(0, max);
  return cleaned || '文件';
}

/**
 * 成长档案 export on graduation or transfer: one ZIP with the growth report PDF (as the reader may
 * see the file) and the files of the records the reader may see (awards, activities, competitions,
 * volunteer service), under 附件/, named by date, kind and record. The PDF lists every file and
 * where it lies in the ZIP, or that it is missing from storage or past the export's size cap.
 */
export async function growthFileZip(
  db: TenantDb,
  storage: FileStorage,
  student: ReportStudent,
  reader: GrowthReader,
  printedAt: string,
): Promise<{ zip: Buffer; files: number }> {
  const events = await db.list(growthEvent, {
    where: and(
      eq(growthEvent.studentId, student.id),
      inArray(growthEvent.visibility, visibleClasses(reader)),
      inArray(growthEvent.kind, [...GROWTH_RECORD_KINDS]),
    ),
    orderBy: [asc(growthEvent.eventTime), asc(growthEvent.id)],
  });
  const zip = new JSZip();
  const lines: AttachmentLine[] = [];
  const used = new Set<string>();
  let bytes = 0;
  let files = 0;
  for (const event of events) {
    const date = (formatDateTime(event.eventTime) ?? '').slice(0, 10);
    const kind = GROWTH_KINDS[event.kind as GrowthKind] ?? event.kind;
    const label = `${date} ${kind} ${event.title}`;
    for (const attachment of attachmentsOf(event.payload)) {
      const data = await storage.get(`${db.tenantId}/${attachment.key}`);
      if (!data) {
        lines.push({ event: label, name: attachment.name, packed: '文件缺失，未打包' });
        continue;
      }
      if (bytes + data.byteLength > FILE_EXPORT_MAX_BYTES) {
        lines.push({ event: label, name: attachment.name, packed: '超出导出大小上限，未打包' });
        continue;
      }
      const extension = path.extname(attachment.key);
      const base = `附件/${date}-${kind}-${safeSegment(event.title, 40)}-${safeSegment(
        path.basename(attachment.name, path.extname(attachment.name)),
        40,
      )}`;
      let name = `${base}${extension}`;
      for (let n = 2; used.has(name); n++) name = `${base}-${n}${extension}`;
      used.add(name);
      zip.file(name, data);
      bytes += data.byteLength;
      files++;
      lines.push({ event: label, name: attachment.name, packed: name });
    }
  }
  const pdf = await growthReportPdf(db, student, reader, printedAt, lines);
  zip.file(`成长档案-${student.studentNo}-${safeSegment(student.name, 40)}.pdf`, pdf);
  return { zip: await zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' }), files };
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
