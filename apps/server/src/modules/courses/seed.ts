import { chinaDayOf } from '@xinmiao/shared';
import { asc, eq } from 'drizzle-orm';
import { schoolYearOf } from '../../core/growth-events.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { addDays, CHINA_OFFSET_MS } from '../../core/time.ts';
import {
  course,
  courseChapter,
  courseLesson,
  coursePlan,
  coursePlanLesson,
  schoolStaff,
  schoolUnit,
  sysDepart,
} from '../../db/schema.ts';
import { DEMO_SECONDS } from '../relax/index.ts';
import { loadUnits } from '../school/index.ts';
import { addRule } from './assignments.ts';
import { DEMO_PDF } from './demo-media.ts';
import { publishCourse } from './publishing.ts';

type DemoLesson = {
  title: string;
  kind: 'text' | 'document' | 'audio';
  content?: string;
  demoMedia?: string;
  transcript?: string;
};
type DemoCourse = {
  title: string;
  category: 'mental' | 'career';
  summary: string;
  chapters: { title: string; lessons: DemoLesson[] }[];
};

const EMOTIONS: DemoCourse = {
  title: '情绪管理入门',
  category: 'mental',
  summary: '认识情绪、接纳情绪，学会三个随时可用的调节方法。',
  chapters: [
    {
      title: '第一章 认识情绪',
      lessons: [
        {
          title: '情绪是信使',
          kind: 'text',
          content:
            '<h2>情绪没有好坏</h2><p><strong>焦虑</strong>提醒我们重视某件事，<strong>难过</strong>让我们停下来照顾自己，<strong>愤怒</strong>告诉我们边界被触碰了。</p><blockquote>试着给此刻的情绪起个名字，它就会变小一点。</blockquote>',
        },
        {
          title: '情绪调节练习手册',
          kind: 'document',
          content: '<p>打开手册，每天选一个练习做五分钟。</p>',
          demoMedia: DEMO_PDF,
        },
      ],
    },
    {
      title: '第二章 放松练习',
      lessons: [
        {
          title: '颂钵呼吸练习',
          kind: 'audio',
          content: '<p>听到颂钵声时吸气，余音消失时慢慢呼气。</p>',
          demoMedia: 'bowl',
          transcript:
            '（颂钵声）吸气。\n（余音）慢慢呼气。\n（颂钵声）再吸气。\n（余音）慢慢呼气，放松肩膀。',
        },
      ],
    },
  ],
};

const STRESS: DemoCourse = {
  title: '压力应对自助课',
  category: 'mental',
  summary: '一门自助课程：认识压力来源，练习放松与求助。',
  chapters: [
    {
      title: '第一章 压力从哪里来',
      lessons: [
        {
          title: '压力的信号',
          kind: 'text',
          content:
            '<p>睡不好、吃不下、容易烦躁，都可能是压力的信号。</p><ol><li>列出最近让你紧张的三件事；</li><li>给每件事的紧张程度打分；</li><li>选一件最小的事，今天迈出第一步。</li></ol>',
        },
        {
          title: '海浪放松',
          kind: 'audio',
          demoMedia: 'ocean',
          transcript: '（海浪声）跟着海浪的节奏，吸气，呼气。',
        },
      ],
    },
  ],
};

const CAREER: DemoCourse = {
  title: '生涯规划第一课',
  category: 'career',
  summary: '（草稿）认识自己的兴趣与优势。',
  chapters: [
    {
      title: '第一章 我是谁',
      lessons: [{ title: '兴趣岛', kind: 'text', content: '<p>想象你要在六个岛屿中选一个住一年……</p>' }],
    },
  ],
};

async function insertCourse(tdb: TenantDb, demo: DemoCourse): Promise<string> {
  const [courseId = ''] = await tdb.insert(course, {
    title: demo.title,
    category: demo.category,
    summary: demo.summary,
  });
  for (const [c, chapter] of demo.chapters.entries()) {
    const [chapterId = ''] = await tdb.insert(courseChapter, { courseId, title: chapter.title, sortNo: c });
    await tdb.insert(
      courseLesson,
      chapter.lessons.map((l, i) => ({
        courseId,
        chapterId,
        title: l.title,
        kind: l.kind,
        content: l.content ?? '',
        demoMedia: l.demoMedia ?? null,
        transcript: l.transcript ?? '',
        durationSeconds: l.kind === 'audio' ? DEMO_SECONDS : 0,
        sortNo: i,
      })),
    );
  }
  return courseId;
}

/**
 * The demo university's courses (after its screenings and crises, which the rule reads): a course
 * published to the first grade with rich text, a generated PDF and generated audio; a self-help
 * course a screening-band rule assigns; a career course still a draft; the grade's teaching plan.
 */
export async function seedDemoCourses(tdb: TenantDb, now = new Date()): Promise<void> {
  const [grade] = await tdb.list(schoolUnit, {
    where: eq(schoolUnit.kind, 'grade'),
    orderBy: [asc(schoolUnit.departId)],
    limit: 1,
  });
  const emotions = await insertCourse(tdb, EMOTIONS);
  await publishCourse(tdb, emotions, grade ? [grade.departId] : []);
  const stress = await insertCourse(tdb, STRESS);
  await addRule(tdb, { courseId: stress, source: 'screening', minLevel: 2 });
  await publishCourse(tdb, stress, []);
  await insertCourse(tdb, CAREER);
  if (grade) await seedDemoPlan(tdb, grade.departId, emotions, now);
}

/** `学年-学期` of a day: September to January the first semester, February to August the second. */
export function semesterOf(at: Date): string {
  const year = schoolYearOf(at);
  const month = new Date(at.getTime() + CHINA_OFFSET_MS).getUTCMonth();
  return `${year}-${year + 1}-${month >= 8 || month === 0 ? 1 : 2}`;
}

/** The grade's plan this semester: two classes, a lesson a week each for four weeks, one recorded. */
async function seedDemoPlan(tdb: TenantDb, gradeId: string, courseId: string, now: Date): Promise<void> {
  const grade = await tdb.byId(sysDepart, gradeId);
  const teachers = await tdb.list(schoolStaff, { orderBy: [asc(schoolStaff.workNo)], limit: 2 });
  if (!grade || teachers.length === 0) return;
  const classes = (await loadUnits(tdb))
    .filter((u) => u.kind === 'class' && u.orgCode.startsWith(grade.orgCode))
    .slice(0, 2);
  const [planId = ''] = await tdb.insert(coursePlan, {
    title: `${grade.departName}心理健康课教学计划`,
    gradeId,
    semester: semesterOf(now),
    remark: '每周一节心理课，第 3、5 节。',
  });
  const today = chinaDayOf(now);
  const monday = addDays(today, 1 - (new Date(`${today}T00:00:00Z`).getUTCDay() || 7));
  const topics = ['认识情绪', '情绪调节练习', '压力与放松', '学会求助'];
  await tdb.insert(
    coursePlanLesson,
    topics.flatMap((topic, week) =>
      classes.map((klass, i) => ({
        planId,
        classId: klass.id,
        teacherId: teachers[i % teachers.length]?.id ?? '',
        courseId,
        topic,
        lessonDate: addDays(monday, week * 7 + i),
        period: i === 0 ? 3 : 5,
        room: '心理活动室',
        ...(week === 0 && i === 0
          ? { present: 40, absent: 1, notes: '同学们用情绪卡片说出了最近的心情。', recordedAt: now }
          : {}),
      })),
    ),
  );
}
