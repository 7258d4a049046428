import {
  ANNOUNCEMENT_CATEGORIES,
  ANNOUNCEMENT_PRIORITIES,
  ANNOUNCEMENT_TARGETS,
  announcementInput,
  announcementRoutes,
} from '@xinmiao/shared';
import type { FileStorage } from '../../core/files/file-storage.ts';
import type { Registrar } from '../../core/register-route.ts';
import { type ImportColumn, RowProblems, sheetImport } from '../../core/spreadsheet/sheet-import.ts';
import { parseChinaTime } from '../../core/time.ts';
import { sysAnnouncement } from '../../db/schema.ts';
import { announcementValues } from './announcement-values.ts';

type Key =
  | 'titile'
  | 'msgContent'
  | 'msgAbstract'
  | 'startTime'
  | 'endTime'
  | 'priority'
  | 'msgCategory'
  | 'msgType';

/** Our export's headers; the aliases are JeecgBoot's (`SysAnnouncement`'s `@Excel` names). */
const COLUMNS: readonly ImportColumn<Key>[] = [
  { key: 'titile', header: '标题', width: 30 },
  { key: 'msgContent', header: '内容', width: 40 },
  { key: 'msgAbstract', header: '摘要', width: 30 },
  { key: 'startTime', header: '开始时间', width: 20 },
  { key: 'endTime', header: '结束时间', width: 20 },
  { key: 'priority', header: '优先级', width: 10 },
  { key: 'msgCategory', header: '消息类型', width: 12 },
  { key: 'msgType', header: '通告对象', width: 12, aliases: ['通告对象类型'] },
];

const CHOICES = {
  priority: ANNOUNCEMENT_PRIORITIES,
  msgCategory: ANNOUNCEMENT_CATEGORIES,
  msgType: ANNOUNCEMENT_TARGETS,
} as const;
type ChoiceKey = keyof typeof CHOICES;

/**
 * The add form's input of a row: a choice cell holds its code or its text (exports write the text),
 * empty takes the form's default; `unknown` lists the choice cells that are neither.
 */
function formInput(values: Record<Key, string>): {
  input: Record<string, string | undefined>;
  unknown: ChoiceKey[];
} {
  const input: Record<string, string | undefined> = { ...values };
  const unknown: ChoiceKey[] = [];
  for (const key of Object.keys(CHOICES) as ChoiceKey[]) {
    const cell = values[key];
    const choices: Record<string, string> = CHOICES[key];
    const code = Object.keys(choices).find((c) => c === cell || choices[c] === cell);
    if (cell && !code) unknown.push(key);
    input[key] = code;
  }
  return { input, unknown };
}

/**
 * 导入系统通告: drafts by the add form's rules (the content sanitised like a save), all or none.
 * Nothing is published by a file: releasing stays the page's 发布. Only 全体用户 notices: the
 * recipients of a 指定用户 notice are picked on the page.
 */
export function registerAnnouncementImport(r: Registrar, files: FileStorage): void {
  r.route(
    announcementRoutes.importExcel,
    sheetImport(files, {
      title: '系统通告',
      columns: COLUMNS,
      maxRows: 500,
      async check(_ctx, rows) {
        const problems = new RowProblems();
        for (const row of rows) {
          const { input, unknown } = formInput(row.values);
          for (const key of unknown) {
            const header = COLUMNS.find((c) => c.key === key)?.header ?? key;
            const allowed = Object.values(CHOICES[key]).join('、');
            problems.add(row.line, `${header}：${row.values[key]} 不是可选的值（${allowed}）`);
          }
          const parsed = problems.schema(row, COLUMNS, announcementInput, input);
          if (!parsed) continue;
          if (parsed.msgType === 'USER')
            problems.add(row.line, '通告对象：指定用户的通告请在页面上添加并选择接收人');
          const [start, end] = [parsed.startTime, parsed.endTime].map((v) => (v ? parseChinaTime(v) : null));
          if (start && end && end < start) problems.add(row.line, '结束时间：不能早于开始时间');
        }
        return problems.byLine;
      },
      async write(db, rows, ctx) {
        for (const { values } of rows) {
          const parsed = announcementInput.parse(formInput(values).input);
          await db.insert(sysAnnouncement, { ...(await announcementValues(ctx, parsed)), sendStatus: '0' });
        }
      },
    }),
  );
}
