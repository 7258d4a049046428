import type { CrisisContacts } from '@xinmiao/shared';
import { desc, eq } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { aiKnowledge } from '../../db/schema.ts';
import { plainTextOf } from '../announcement/index.ts';
import { publishedCourses } from '../courses/index.ts';
import { crisisContacts } from '../crisis/index.ts';
import { publishedArticles } from '../relax/index.ts';

export type KnowledgeEntry = { title: string; text: string };

/**
 * The centre's answers every school starts with (docs/ai-assistant.md); the school's own 知识库,
 * articles and courses join them in `knowledgeOf`.
 */
export const BUILT_IN_FAQ: readonly KnowledgeEntry[] = [
  {
    title: '如何预约心理咨询',
    text: '在手机端首页点「心理咨询预约」，选择咨询师和时间段，填写简要情况后提交。预约成功后会收到提醒；如需取消，请提前在「我的预约」中取消。咨询内容严格保密。',
  },
  {
    title: '心理咨询是保密的吗',
    text: '心理咨询内容严格保密，只有在你或他人的生命安全受到威胁等法定情形下，咨询师才会依照规定告知相关人员。',
  },
  {
    title: '心理测评结果怎么看',
    text: '测评结果只是了解自己的一个参考，不是诊断。如果对结果有疑问或感到困扰，可以预约心理中心的老师聊一聊。',
  },
  {
    title: '睡不着、失眠怎么办',
    text: '尽量固定作息时间，睡前一小时放下手机，避免咖啡和浓茶，白天适量运动。如果失眠持续两周以上并影响学习生活，建议预约心理咨询或到医院就诊。',
  },
  {
    title: '考试焦虑、压力大怎么办',
    text: '可以把任务拆小，制定可行的复习计划；试试深呼吸、放松训练和适量运动；和同学、老师、家人聊聊。压力持续影响生活时，欢迎预约心理中心的老师。',
  },
  {
    title: '和室友、同学相处有矛盾',
    text: '先冷静下来，用「我感到……因为……希望……」的方式表达自己的感受和需要，也听听对方的想法。需要时可以请辅导员或班主任帮忙沟通。',
  },
  {
    title: '心情低落、不开心',
    text: '心情低落时，可以做一些让自己放松的小事，规律作息，和信任的人说说话。如果低落持续两周以上，或者影响到吃饭、睡觉和学习，请预约心理中心的老师。',
  },
];

/** The school's hotline list as an entry the offline provider can quote. */
export function hotlineEntry(contacts: CrisisContacts): KnowledgeEntry | null {
  const lines = contacts.hotlines.map((h) => `${h.name}：${h.phone}${h.hours ? `（${h.hours}）` : ''}`);
  if (contacts.onDutyPhone) lines.push(`${contacts.onDutyName || '心理中心值班'}：${contacts.onDutyPhone}`);
  if (lines.length === 0) return null;
  return { title: '学校求助热线', text: `求助热线、电话和紧急联系方式：${lines.join('；')}。` };
}

/** Longest stretch of an article quoted as one entry. */
const ARTICLE_TEXT = 600;

/**
 * What the offline provider may quote for a school: its own 知识库 (enabled entries), the built-in
 * answers, its published 减压星球 articles and courses, and its 求助热线. Only content the school
 * already shows students, so an answer never reveals anything new.
 */
export async function knowledgeOf(db: TenantDb): Promise<KnowledgeEntry[]> {
  const own = await db.list(aiKnowledge, {
    where: eq(aiKnowledge.enabled, 1),
    orderBy: [desc(aiKnowledge.createTime)],
  });
  const articles = await publishedArticles(db);
  const courses = await publishedCourses(db);
  const hotlines = hotlineEntry(await crisisContacts(db));
  return [
    ...own.map((row) => ({ title: row.title, text: row.answer })),
    ...BUILT_IN_FAQ,
    ...articles.map((a) => ({
      title: `文章：${a.title}`,
      text: `${a.summary} ${plainTextOf(a.body)}`.trim().slice(0, ARTICLE_TEXT),
    })),
    ...courses.map((c) => ({
      title: `课程：${c.title}`,
      text: `${c.summary || c.title}。可以在手机端「我的课程」中学习。`,
    })),
    ...(hotlines ? [hotlines] : []),
  ];
}
