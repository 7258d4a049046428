import { asc, ne } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { addDays, chinaToday } from '../../core/time.ts';
import { relaxArticle, relaxAudio, relaxMoodEntry, relaxUsage, schoolStudent } from '../../db/schema.ts';

const AUDIO = [
  {
    title: '海浪声',
    description: '起伏的海浪，适合睡前放松或学习间隙闭眼休息。',
    demoTone: 'ocean',
    sortNo: 1,
    transcript: '（无人声）海浪由远及近、起伏往复的声音。',
  },
  {
    title: '颂钵冥想',
    description: '每十秒一声颂钵，跟着余音慢慢呼气。',
    demoTone: 'bowl',
    sortNo: 2,
    transcript: '（无人声）每十秒敲响一次颂钵，余音渐渐消失。',
  },
  {
    title: '呼吸和弦',
    description: '柔和的和弦随呼吸起伏，每分钟六次呼吸的节奏。',
    demoTone: 'drone',
    sortNo: 3,
    transcript: '（无人声）柔和的和弦持续鸣响，音量随呼吸节奏起伏。',
  },
] as const;

const ARTICLES = [
  {
    title: '考试前睡不着怎么办',
    summary: '四个简单的方法，帮你在考试周放下焦虑、睡个好觉。',
    body: '<h2>先接纳紧张</h2><p>考前紧张是身体在为挑战做准备，并不是坏事。</p><h2>四个小方法</h2><ol><li>睡前一小时放下手机；</li><li>做几轮 4-7-8 呼吸；</li><li>把担心的事写在纸上，告诉自己明天再想；</li><li>躺下二十分钟仍睡不着，就起身做点安静的事。</li></ol><p>如果持续失眠超过两周，欢迎预约心理中心的老师聊一聊。</p>',
    published: true,
  },
  {
    title: '认识情绪：它们都是信使',
    summary: '焦虑、难过、愤怒都在告诉我们一些事情。',
    body: '<p>情绪没有好坏之分。<strong>焦虑</strong>提醒我们重视某件事，<strong>难过</strong>让我们停下来照顾自己，<strong>愤怒</strong>告诉我们边界被触碰了。</p><blockquote>试着给此刻的情绪起个名字，它就会变小一点。</blockquote>',
    published: true,
  },
  {
    title: '和室友相处的小技巧',
    summary: '（草稿）宿舍生活中的沟通方法。',
    body: '<p>草稿，尚未发布。</p>',
    published: false,
  },
] as const;

/** Steady moods of a few students over four weeks, so the centre's anonymous figures show. */
const DIARISTS = 8;
const DIARY_DAYS = 24;
const E2E_STUDENT = '20230101';
const TAGS = ['学习', '睡眠', '朋友', '运动', '考试'];

/** The demo university's relaxation audio (synthesized on first use), articles and mood diaries. */
export async function seedRelax(tdb: TenantDb, now = new Date()): Promise<void> {
  await tdb.insert(
    relaxAudio,
    AUDIO.map((a) => ({ ...a, published: true })),
  );
  const published = new Date(now.getTime() - 3 * 86_400_000);
  await tdb.insert(
    relaxArticle,
    ARTICLES.map((a) => ({ ...a, publishTime: a.published ? published : null })),
  );
  // The student the end-to-end test signs in as keeps an empty diary of their own.
  const students = await tdb.list(schoolStudent, {
    where: ne(schoolStudent.studentNo, E2E_STUDENT),
    orderBy: [asc(schoolStudent.studentNo)],
    limit: DIARISTS,
  });
  const today = chinaToday(now);
  // Breathing sessions by six of them (shown), audio listens by three (below five: not shown).
  await tdb.insert(
    relaxUsage,
    students.flatMap((student, s) => [
      ...(s < 6
        ? [{ studentId: student.id, kind: 'breathing', day: addDays(today, -s), seconds: 120 + 30 * s }]
        : []),
      ...(s < 3 ? [{ studentId: student.id, kind: 'audio', day: addDays(today, -s - 1), seconds: 40 }] : []),
    ]),
  );
  await tdb.insert(
    relaxMoodEntry,
    students.flatMap((student, s) =>
      Array.from({ length: DIARY_DAYS }, (_, d) => ({
        studentId: student.id,
        day: addDays(today, -DIARY_DAYS + d),
        mood: 3 + ((s + d) % 3 === 0 ? 1 : 0) + ((s * 7 + d) % 5 === 0 ? 1 : 0),
        tags: [TAGS[(s + d) % TAGS.length] ?? '学习'],
        note: '',
      })),
    ),
  );
}
