import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { mediaLinkSchema, STORED_KEY_PATTERN } from './files.contract.ts';
import { crisisContactsSchema } from './risk.contract.ts';

// 减压星球: relaxation audio and articles (managed on the console), the student's mood diary and
// the mood rules that show help and file a signal for the centre's review.

export const RELAX_MESSAGES = {
  saved: '保存成功',
  deleted: '删除成功',
  notFound: '未找到对应数据',
  notAudio: '请先上传音频文件（mp3、wav、ogg、m4a）',
  notStudent: '当前账号未关联学生档案',
  moodSaved: '心情已记录',
  dayOutOfRange: '只能记录最近 7 天的心情',
} as const;

/** Tags a student may put on a day; a fixed list keeps the statistics meaningful. */
export const MOOD_TAGS = [
  '学习',
  '考试',
  '睡眠',
  '家人',
  '朋友',
  '恋爱',
  '运动',
  '身体',
  '未来',
  '独处',
] as const;
export type MoodTag = (typeof MOOD_TAGS)[number];
export const isMoodTag = (value: string): value is MoodTag =>
  (MOOD_TAGS as readonly string[]).includes(value);
export const MOOD_LABELS: Readonly<Record<number, string>> = {
  1: '很难受',
  2: '有点低落',
  3: '一般',
  4: '不错',
  5: '很开心',
};
export const MOOD_NOTE_MAX = 500;

/** Told to the student before writing, every time the diary opens. */
export const MOOD_NOTICE =
  '心情日记只有你自己能看到。备注里如果出现可能伤害自己或他人的表述，系统会通知心理中心的老师关心你。';

/** Fewer students than this in the statistics' window: the figures are not shown. */
export const RELAX_STATS_MIN_STUDENTS = 5;
/** What the centre's usage counts tell apart. */
export const RELAX_USAGE_KINDS = { breathing: '呼吸练习', audio: '放松音频' } as const;

const title = z.string().trim().min(1, '请输入标题').max(100, '标题不能超过100个字');

export const relaxAudioSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  durationSec: z.number(),
  published: z.boolean(),
  sortNo: z.number(),
  fileName: z.string().nullable(),
  demo: z.boolean(),
  /** What is said or played, for the captions track and for those who cannot listen. */
  transcript: z.string(),
  createTime: z.string(),
});
export type RelaxAudio = z.infer<typeof relaxAudioSchema>;

export const relaxAudioBody = z.object({
  title,
  description: z.string().trim().max(500, '简介不能超过500个字').default(''),
  /** The stored key `/sys/common/upload` answered (`relax/<hex>.<ext>`). */
  fileKey: z.string().regex(STORED_KEY_PATTERN, RELAX_MESSAGES.notAudio),
  durationSec: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 3600)
    .default(0),
  published: z.boolean().default(false),
  sortNo: z.coerce.number().int().min(0).max(9999).default(0),
  transcript: z.string().trim().max(20_000, '文字稿不能超过20000个字').default(''),
});
export const relaxAudioEditBody = relaxAudioBody.partial().extend({ id: z.string().max(32) });

export const relaxArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  published: z.boolean(),
  publishTime: z.string().nullable(),
  createTime: z.string(),
});
export type RelaxArticle = z.infer<typeof relaxArticleSchema>;

export const relaxArticleBody = z.object({
  title,
  summary: z.string().trim().max(200, '摘要不能超过200个字').default(''),
  body: z.string().max(200_000, '正文过长').default(''),
  published: z.boolean().default(false),
});
export const relaxArticleEditBody = relaxArticleBody.partial().extend({ id: z.string().max(32) });

export const relaxSettingsSchema = z.object({
  /** A mood this many points or more below the student's mean of the 7 days before. */
  fallPoints: z.coerce.number().int().min(1, '下降分值为 1–4').max(4, '下降分值为 1–4'),
  /** This many days in a row at mood 1. */
  lowDays: z.coerce.number().int().min(2, '连续天数为 2–7').max(7, '连续天数为 2–7'),
  /** Level of the signal a mood fall or low streak files. */
  fallLevel: z.coerce.number().int().min(1).max(3),
  /** Level of the signal a risk phrase in a note files. */
  phraseLevel: z.coerce.number().int().min(1).max(3),
});
export type RelaxSettings = z.infer<typeof relaxSettingsSchema>;
export const DEFAULT_RELAX_SETTINGS: RelaxSettings = {
  fallPoints: 2,
  lowDays: 3,
  fallLevel: 1,
  phraseLevel: 3,
};

export const relaxStatsSchema = z.object({
  windowDays: z.number(),
  /** False below `RELAX_STATS_MIN_STUDENTS` diarists: every figure below is then empty. */
  shown: z.boolean(),
  students: z.number().nullable(),
  entries: z.number().nullable(),
  weeks: z.array(z.object({ week: z.string(), meanMood: z.number(), students: z.number() })),
  tags: z.array(z.object({ tag: z.string(), count: z.number() })),
  signals: z.number(),
  /**
   * Breathing sessions and audio listens in the window, per kind: left out for a kind fewer than
   * `RELAX_STATS_MIN_STUDENTS` students used.
   */
  usage: z.array(
    z.object({ kind: z.string(), students: z.number(), sessions: z.number(), minutes: z.number() }),
  ),
});
export type RelaxStats = z.infer<typeof relaxStatsSchema>;

export const moodEntrySchema = z.object({
  day: z.string(),
  mood: z.number(),
  tags: z.array(z.string()),
  note: z.string(),
});
export type MoodEntry = z.infer<typeof moodEntrySchema>;

/** A student may fill in a day they missed, up to this many days back (today included). */
export const MOOD_BACKFILL_DAYS = 7;

/**
 * The diary's day `daysBack` days before `now`, `yyyy-MM-dd` in China (GMT+8 all year), whatever
 * the device's time zone: the server judges the day the same way.
 */
export function chinaDayOf(now: Date, daysBack = 0): string {
  return new Date(now.getTime() + 8 * 3_600_000 - daysBack * 86_400_000).toISOString().slice(0, 10);
}

export const moodBody = z.object({
  /** The day the entry is for, `yyyy-MM-dd`; today when left out. */
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式不正确')
    .optional(),
  mood: z.coerce.number().int().min(1, '请选择今天的心情').max(5, '请选择今天的心情'),
  tags: z.array(z.enum(MOOD_TAGS)).max(5, '最多选 5 个标签').default([]),
  note: z.string().trim().max(MOOD_NOTE_MAX, `备注不能超过${MOOD_NOTE_MAX}个字`).default(''),
});

export const moodRuleSchema = z.enum(['mood_fall', 'low_streak', 'risk_phrase']);
export type MoodRule = z.infer<typeof moodRuleSchema>;

/** Shown at once when a rule is met: the school's hotlines and on-duty contact (and, on the page, booking). */
export const moodHelpSchema = z.object({ rules: z.array(moodRuleSchema), contacts: crisisContactsSchema });
export type MoodHelp = z.infer<typeof moodHelpSchema>;

export const moodSavedSchema = z.object({ entry: moodEntrySchema, help: moodHelpSchema.nullable() });
export type MoodSaved = z.infer<typeof moodSavedSchema>;

export const myAudioSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  durationSec: z.number(),
  transcript: z.string(),
  media: mediaLinkSchema.nullable(),
});
export type MyAudio = z.infer<typeof myAudioSchema>;

const idQuery = z.object({ id: z.string().max(32) });

export const relaxRoutes = {
  audioList: defineRoute({
    method: 'GET',
    path: '/relax/audio/all',
    access: 'relax:planet:use',
    summary: '减压音频列表',
    response: z.array(relaxAudioSchema),
  }),
  audioAdd: defineRoute({
    method: 'POST',
    path: '/relax/audio/add',
    access: 'relax:content:edit',
    summary: '添加减压音频',
    operation: '添加减压音频',
    body: relaxAudioBody,
  }),
  audioEdit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/relax/audio/edit',
    access: 'relax:content:edit',
    summary: '编辑减压音频',
    operation: '编辑减压音频',
    body: relaxAudioEditBody,
  }),
  audioDelete: defineRoute({
    method: 'DELETE',
    path: '/relax/audio/delete',
    access: 'relax:content:edit',
    summary: '删除减压音频',
    operation: '删除减压音频',
    query: idQuery,
  }),
  audioLink: defineRoute({
    method: 'GET',
    path: '/relax/audio/link',
    access: 'relax:planet:use',
    summary: '试听减压音频',
    query: idQuery,
    response: mediaLinkSchema,
  }),
  articleList: defineRoute({
    method: 'GET',
    path: '/relax/article/all',
    access: 'relax:planet:use',
    summary: '减压文章列表',
    response: z.array(relaxArticleSchema),
  }),
  articleAdd: defineRoute({
    method: 'POST',
    path: '/relax/article/add',
    access: 'relax:content:edit',
    summary: '添加减压文章',
    operation: '添加减压文章',
    body: relaxArticleBody,
  }),
  articleEdit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/relax/article/edit',
    access: 'relax:content:edit',
    summary: '编辑减压文章',
    operation: '编辑减压文章',
    body: relaxArticleEditBody,
  }),
  articleDelete: defineRoute({
    method: 'DELETE',
    path: '/relax/article/delete',
    access: 'relax:content:edit',
    summary: '删除减压文章',
    operation: '删除减压文章',
    query: idQuery,
  }),
  settings: defineRoute({
    method: 'GET',
    path: '/relax/settings',
    access: 'relax:planet:use',
    summary: '心情预警规则',
    response: relaxSettingsSchema,
  }),
  saveSettings: defineRoute({
    method: ['PUT', 'POST'],
    path: '/relax/settings',
    access: 'relax:setting:edit',
    summary: '保存心情预警规则',
    operation: '保存心情预警规则',
    body: relaxSettingsSchema,
  }),
  stats: defineRoute({
    method: 'GET',
    path: '/relax/stats',
    access: 'relax:planet:use',
    summary: '减压星球使用统计（匿名）',
    response: relaxStatsSchema,
  }),
  myAudios: defineRoute({
    method: 'GET',
    path: '/relax/my/audios',
    access: 'login',
    summary: '学生：放松音频',
    response: z.array(myAudioSchema),
  }),
  myArticles: defineRoute({
    method: 'GET',
    path: '/relax/my/articles',
    access: 'login',
    summary: '学生：减压文章',
    response: z.array(relaxArticleSchema.omit({ body: true, published: true })),
  }),
  myArticle: defineRoute({
    method: 'GET',
    path: '/relax/my/article',
    access: 'login',
    summary: '学生：阅读减压文章',
    query: idQuery,
    response: relaxArticleSchema.omit({ published: true }),
  }),
  myMood: defineRoute({
    method: 'GET',
    path: '/relax/my/mood',
    access: 'login',
    summary: '学生：我的心情日记',
    query: z.object({ days: z.coerce.number().int().min(1).max(366).default(30) }),
    response: z.array(moodEntrySchema),
  }),
  saveMood: defineRoute({
    method: 'POST',
    path: '/relax/my/mood',
    access: 'login',
    summary: '学生：记录今天的心情',
    // Not in the operation log: who keeps a diary is the student's own (staff see anonymous figures).
    operation: false,
    body: moodBody,
    response: moodSavedSchema,
  }),
  /** A breathing session or an audio listen, for the centre's anonymous counts. */
  myUsage: defineRoute({
    method: 'POST',
    path: '/relax/my/usage',
    access: 'login',
    summary: '学生：记录一次呼吸练习或音频收听',
    operation: false,
    body: z.object({
      kind: z.enum(Object.keys(RELAX_USAGE_KINDS) as [keyof typeof RELAX_USAGE_KINDS]),
      seconds: z.coerce
        .number()
        .int()
        .min(1)
        .max(4 * 3600),
    }),
  }),
} as const;
