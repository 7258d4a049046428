import { CASE_STATUS, type CaseStatus, levelName, type PermissionCode } from '@xinmiao/shared';
import type { AuthCtx } from '../../core/context.ts';
import { openCaseCounts } from '../crisis/index.ts';
import { schoolLevels } from '../dict/index.ts';
import { progressOf, runningTasks } from '../screening/index.ts';

/** What a tool found, quoted to the user (and, with an external model, given to it as context). */
export type ToolResult = { title: string; text: string };

/**
 * One thing the staff assistant can look up or draft. It runs with the caller's own context and
 * through the same services and policies as the console page it mirrors, so it never shows more
 * than that page would; a tool whose permission the caller lacks is not offered at all.
 */
export type StaffTool = {
  name: string;
  title: string;
  example: string;
  /** The console permission of the page the tool mirrors; null for a draft that reads no data. */
  permission: PermissionCode | null;
  matches(text: string): boolean;
  run(ctx: AuthCtx): Promise<ToolResult>;
};

/** Classes named in a progress answer, lowest completion first. */
const LOWEST_CLASSES = 3;

const screeningProgress: StaffTool = {
  name: 'screeningProgress',
  title: '测评完成情况',
  example: '这个班本学期的测评完成情况怎么样？',
  permission: 'screening:task:list',
  matches: (text) => /测评|普查|筛查|量表/.test(text) && /完成|进度|情况|多少/.test(text),
  async run(ctx) {
    const tasks = await runningTasks(ctx.db);
    if (tasks.length === 0) return { title: '测评完成情况', text: '目前没有进行中或补测中的测评任务。' };
    const lines: string[] = [];
    for (const task of tasks) {
      const { total, rows } = await progressOf(ctx, task.id);
      if (total.assigned === 0) {
        lines.push(`「${task.name}」：你负责的范围内没有测评对象。`);
        continue;
      }
      const parents = new Set(rows.map((row) => row.parentCode));
      const lowest = rows
        .filter((row) => !parents.has(row.orgCode))
        .sort((a, b) => a.rate - b.rate)
        .slice(0, LOWEST_CLASSES)
        .map((row) => `${row.path} ${row.rate}%（${row.submitted}/${row.assigned}）`);
      lines.push(
        `「${task.name}」：应测 ${total.assigned} 人，已完成 ${total.submitted} 人，完成率 ${total.rate}%` +
          (lowest.length > 0 ? `；完成率最低的班级：${lowest.join('，')}` : '') +
          '。',
      );
    }
    lines.push('可在「心理测评 › 测评任务」的测评进度中查看明细并催测。');
    return { title: '测评完成情况', text: lines.join('\n') };
  },
};

const openCases: StaffTool = {
  name: 'openCases',
  title: '预警个案概况',
  example: '现在还有多少未结束的预警个案？',
  permission: 'crisis:warning:list',
  matches: (text) => /预警|个案|危机/.test(text),
  async run(ctx) {
    const counts = await openCaseCounts(ctx);
    if (counts.length === 0)
      return { title: '预警个案概况', text: '你负责的范围内目前没有未结束的预警个案。' };
    const levels = await schoolLevels(ctx.db);
    const byLevel = new Map<number, number>();
    const byStatus = new Map<string, number>();
    for (const row of counts) {
      byLevel.set(row.suggestedLevel, (byLevel.get(row.suggestedLevel) ?? 0) + row.cases);
      byStatus.set(row.caseStatus, (byStatus.get(row.caseStatus) ?? 0) + row.cases);
    }
    const total = counts.reduce((sum, row) => sum + row.cases, 0);
    const levelText = [...byLevel]
      .sort(([a], [b]) => b - a)
      .map(([level, n]) => `${levelName(levels, level)} ${n} 个`)
      .join('，');
    const statusText = [...byStatus]
      .map(([status, n]) => `${CASE_STATUS[status as CaseStatus] ?? status} ${n} 个`)
      .join('，');
    return {
      title: '预警个案概况',
      text: `你负责的范围内有 ${total} 个未结束的预警个案。按预警等级：${levelText}。按状态：${statusText}。详情请到「危机干预 › 危机预警」查看。`,
    };
  },
};

/** A fixed outline the centre can adapt; reads no student data. */
const INTERVIEW_OUTLINE = [
  '一、开场（约 5 分钟）：自我介绍，说明约谈目的和保密原则及其例外（生命安全受到威胁时需告知相关人员）。',
  '二、了解近况（约 10 分钟）：学习、睡眠、饮食、人际关系、家庭情况，最近两周情绪的变化。',
  '三、风险评估（约 10 分钟）：直接、温和地询问是否有伤害自己或他人的想法；如有，了解频率、是否有计划和准备、既往经历及保护因素。',
  '四、支持资源（约 5 分钟）：可以求助的人，学校心理中心预约方式和求助热线。',
  '五、后续安排：约定下次联系时间，需要时转介心理中心或医院；高风险时不让学生独处，立即按学校危机干预流程上报。',
  '六、记录要点：约谈时间、地点、在场人员、学生原话中的关键内容、风险判断和后续安排（记在个案的约谈记录中）。',
].join('\n');

const interviewOutline: StaffTool = {
  name: 'interviewOutline',
  title: '起草约谈提纲',
  example: '帮我起草一份约谈提纲',
  permission: null,
  matches: (text) => /约谈|访谈|谈话|面谈/.test(text) && /提纲|大纲|准备|怎么谈|流程/.test(text),
  run: async () => ({ title: '约谈提纲（草稿）', text: INTERVIEW_OUTLINE }),
};

export const STAFF_TOOLS: readonly StaffTool[] = [screeningProgress, openCases, interviewOutline];

/** The tools the caller may use: those of pages they may open. */
export const toolsFor = (ctx: AuthCtx): StaffTool[] =>
  STAFF_TOOLS.filter((tool) => tool.permission === null || ctx.permissions.has(tool.permission));
