import ExcelJS from 'exceljs';
import { AppError } from '../../core/errors.ts';
import { DocumentPoolMsg, documentPool } from '../../core/pdf/pool.ts';
import { type PdfBlock, renderPdf } from '../../core/pdf/render.ts';
import { workerModuleUrl } from '../../core/worker-modules.ts';

/** One student's line on the slip: the only moment their initial password exists outside a hash. */
export type SlipLine = {
  /** The class with its college and grade (计算机学院 / 2023级 / 2023级1班). */
  className: string;
  studentNo: string;
  name: string;
  password: string;
};

/** The read-audit resource of every printed slip: whose initial passwords were printed, by whom, when. */
export const SLIP_AUDIT_RESOURCE = '/school/student/accountSlip';

export type AccountSlip = { fileName: string; xlsx: Uint8Array; pdf: Uint8Array };

const NOTICE =
  '请把本人一行剪下交给学生本人。学生在手机上打开本系统的学生端（/m），用学号和初始密码登录，首次登录必须设置新密码。' +
  '初始密码只在本次生成时出现，系统不保存；遗失时请找班主任或学校管理员重置，并重新打印账号单。';

/** Lines grouped by class, in class then 学号 order. */
function byClass(lines: readonly SlipLine[]): [string, SlipLine[]][] {
  const classes = new Map<string, SlipLine[]>();
  const sorted = [...lines].sort(
    (a, b) => a.className.localeCompare(b.className, 'zh') || a.studentNo.localeCompare(b.studentNo),
  );
  for (const line of sorted) classes.set(line.className, [...(classes.get(line.className) ?? []), line]);
  return [...classes];
}

async function slipWorkbook(classes: [string, SlipLine[]][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [className, lines] of classes) {
    // Sheet names are capped at 31 characters, may not repeat and may not hold / \\ ? * : [ ].
    const name = `${workbook.worksheets.length + 1} ${className.split('/').at(-1)?.trim() ?? ''}`;
    const sheet = workbook.addWorksheet(name.replace(/[\\/?*:[\]]/g, ' ').slice(0, 31));
    sheet.addRow([`学生账号单 · ${className}`]);
    sheet.addRow([NOTICE]);
    sheet.addRow(['班级', '学号', '姓名', '初始密码']).font = { bold: true };
    for (const line of lines) sheet.addRow([line.className, line.studentNo, line.name, line.password]);
    sheet.columns = [{ width: 24 }, { width: 16 }, { width: 14 }, { width: 16 }];
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function slipPdf(classes: [string, SlipLine[]][]): Promise<Buffer> {
  const blocks: PdfBlock[] = classes.flatMap(([className, lines], i): PdfBlock[] => [
    ...(i > 0 ? [{ kind: 'pageBreak' } as const] : []),
    { kind: 'heading', text: `学生账号单 · ${className}` },
    { kind: 'paragraph', text: NOTICE },
    {
      kind: 'table',
      columns: [
        { title: '学号', width: 3 },
        { title: '姓名', width: 3 },
        { title: '初始密码', width: 3 },
        { title: '学生签收', width: 3 },
      ],
      rows: lines.map((line) => [line.studentNo, line.name, line.password, '']),
    },
  ]);
  return renderPdf({ title: '学生账号单', blocks });
}

/**
 * The printable account slip, one section (sheet, page) per class, as Excel and PDF. Runs in a
 * document pool thread (`account-slip-worker.ts`); the lines are capped by the routes (5,000 students).
 */
export async function renderAccountSlip(lines: readonly SlipLine[]): Promise<AccountSlip> {
  const classes = byClass(lines);
  const [xlsx, pdf] = await Promise.all([slipWorkbook(classes), slipPdf(classes)]);
  const label =
    classes.length === 1 ? (classes[0]?.[0] ?? '').replace(/\s*\/\s*/g, '-') : `${classes.length}个班级`;
  return { fileName: `学生账号单-${label}`, xlsx, pdf };
}

const isSlip = (value: unknown): value is AccountSlip =>
  typeof value === 'object' &&
  value !== null &&
  'fileName' in value &&
  'xlsx' in value &&
  value.xlsx instanceof Uint8Array &&
  'pdf' in value &&
  value.pdf instanceof Uint8Array;

/**
 * The account slip, rendered off the event loop in the core's document pool (a slip of 5,000
 * students took seconds of the request thread). Whether the pool can take it is checked before any
 * password is issued (`slipRoom`); a render that fails after is told as an error naming the remedy.
 */
export async function accountSlip(lines: readonly SlipLine[]): Promise<AccountSlip> {
  const slip = await documentPool().run({
    worker: workerModuleUrl('modules/school/account-slip-worker'),
    name: 'slip',
    input: lines,
    isResult: isSlip,
  });
  if ('error' in slip) throw new AppError(`${slip.error}。${SLIP_LOST}`);
  return slip;
}

/** Said when a slip could not be rendered after the passwords were set: they exist nowhere else. */
const SLIP_LOST = '本次生成的初始密码未能打印，请重新选择这些学生并重置密码';

/** Refuses before any password is issued when the document pool is already full. */
export function slipRoom(): string | undefined {
  return documentPool().hasRoom ? undefined : DocumentPoolMsg.busy;
}
