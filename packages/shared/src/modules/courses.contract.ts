import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import type { ACTIONS, PermissionCode } from '../auth/permissions.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';
import { mediaLinkSchema } from './files.contract.ts';

/** 课程分类. */
export const COURSE_CATEGORIES = { mental: '心理健康', career: '生涯规划' } as const;
/** '0' 草稿, '1' 已发布. */
export const COURSE_STATUS = { '0': '草稿', '1': '已发布' } as const;
/** What a lesson is: 图文, 文档 (PDF), 视频, 音频. */
export const LESSON_KINDS = { text: '图文', document: '文档', video: '视频', audio: '音频' } as const;
export type LessonKind = keyof typeof LESSON_KINDS;

/** Largest lesson media file: 2 GB. */
export const COURSE_MEDIA_MAX_BYTES = 2_000_000_000;
/** Bounds of one upload chunk; the client picks its size at the start and keeps it. */
export const COURSE_CHUNK_MIN_BYTES = 256 * 1024;
export const COURSE_CHUNK_MAX_BYTES = 16 * 1024 * 1024;

/** Lesson media extensions and the content type each is served as (the bytes must match, see the server). */
export const COURSE_MEDIA_TYPES = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  pdf: 'application/pdf',
} as const;
export type CourseMediaExtension = keyof typeof COURSE_MEDIA_TYPES;

export const COURSE_MESSAGES = {
  addOk: '添加成功！',
  editOk: '编辑成功!',
  deleteOk: '删除成功!',
  notFound: '未找到对应数据',
  badType: '只能上传 MP4、WebM、MP3、M4A、WAV、OGG 视频音频或 PDF 文档',
  tooLarge: '文件不能超过 2 GB',
  contentMismatch: '文件内容与扩展名不符，已拒绝',
  wrongChunk: '分片顺序不对，请按断点续传的位置继续上传',
  chunkSize: '分片大小不正确',
  uploadDone: '该文件已上传完成',
  fileMissing: '请先上传该课时的文件',
  fileKind: '文件类型与课时类型不符',
  assignOk: '分配成功！',
  noStudents: '请选择学生',
  notAssigned: '该课程未分配给你',
  notStudent: '当前账号不是学生账号',
  progressOk: '进度已保存',
  publishOk: '发布成功！',
  unpublishOk: '已撤回为草稿',
  targetMissing: '发布范围中有不存在的院系、年级或班级',
  notPublished: '该课程尚未发布',
  ruleDeleted: '规则已删除',
} as const;

/** Where an automatic assignment looks: a screening result's level, or an open crisis case's level. */
export const COURSE_RULE_SOURCES = { screening: '筛查结果等级', crisis: '危机等级' } as const;

const id = z.string().min(1, 'id 不能为空').max(64);
const idQuery = z.object({ id });
const title = (what: string) =>
  z.string(`请输入${what}`).trim().min(1, `请输入${what}`).max(100, `${what}最多 100 个字符`);

export const courseRecordSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  summary: z.string(),
  status: z.string(),
  publishTime: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type CourseRecord = z.infer<typeof courseRecordSchema>;

export const courseInput = z.object({
  title: title('课程名称'),
  category: z.enum(Object.keys(COURSE_CATEGORIES) as [keyof typeof COURSE_CATEGORIES], '请选择分类'),
  summary: z.string().trim().max(500, '简介最多 500 个字符').default(''),
});

export const lessonSchema = z.object({
  id: z.string(),
  chapterId: z.string(),
  title: z.string(),
  kind: z.string(),
  content: z.string(),
  fileId: z.string().nullable(),
  fileName: z.string().nullable(),
  /** What a video or audio lesson says: its captions track and a text to read instead. */
  transcript: z.string(),
  durationSeconds: z.number(),
  sortNo: z.number(),
});
export type CourseLesson = z.infer<typeof lessonSchema>;

export const chapterSchema = z.object({
  id: z.string(),
  title: z.string(),
  sortNo: z.number(),
  lessons: z.array(lessonSchema),
});
export const courseDetailSchema = courseRecordSchema.extend({ chapters: z.array(chapterSchema) });
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/** Where a course is published: departs of the org tree (colleges, grades, classes). */
export const courseTargetSchema = z.object({ departId: z.string(), departName: z.string() });
export type CourseTarget = z.infer<typeof courseTargetSchema>;

/** An automatic-assignment rule as the centre manages it (how many students it picked, never who). */
export const courseRuleSchema = z.object({
  id: z.string(),
  source: z.string(),
  minLevel: z.number(),
  assigned: z.number(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type CourseRule = z.infer<typeof courseRuleSchema>;

const lessonInput = z.object({
  title: title('课时名称'),
  kind: z.enum(Object.keys(LESSON_KINDS) as [LessonKind], '请选择课时类型'),
  /** Rich text; sanitized by the server before it is stored. */
  content: z.string().max(200_000, '正文过长').default(''),
  fileId: z.string().max(64).nullish(),
  transcript: z.string().trim().max(20_000, '文字稿最多 20000 个字符').default(''),
  durationSeconds: z.coerce.number().int().min(0).max(86_400).default(0),
  sortNo: z.coerce.number().int().min(0).max(10_000).default(0),
});

export const uploadStateSchema = z.object({
  id: z.string(),
  chunkSize: z.number(),
  totalChunks: z.number(),
  /** Chunks stored so far: the next chunk to send is this index. */
  receivedChunks: z.number(),
  /** The stored file once the last chunk arrived. */
  fileId: z.string().nullable(),
});
export type UploadState = z.infer<typeof uploadStateSchema>;

/**
 * One student's progress in a course as staff see it: no word of why the student takes the course
 * (an automatic assignment's rule is the centre's, never the teachers' or classmates').
 */
export const studentProgressSchema = z.object({
  studentId: z.string(),
  studentName: z.string(),
  finishedLessons: z.number(),
  totalLessons: z.number(),
  /** Mean watched share over the course's lessons, 0–100. */
  watchedShare: z.number(),
  completed: z.boolean(),
});
export type StudentProgress = z.infer<typeof studentProgressSchema>;

export const myCourseSchema = courseRecordSchema
  .pick({ id: true, title: true, category: true, summary: true })
  .extend({
    finishedLessons: z.number(),
    totalLessons: z.number(),
    completed: z.boolean(),
    /** Where to continue: the lesson last opened, and the second it stopped at. */
    resumeLessonId: z.string().nullable(),
    resumeSeconds: z.number(),
  });
export type MyCourse = z.infer<typeof myCourseSchema>;

export const lessonProgressSchema = z.object({
  lessonId: z.string(),
  positionSeconds: z.number(),
  watchedShare: z.number(),
  finished: z.boolean(),
});
export const myCourseDetailSchema = courseDetailSchema.extend({ progress: z.array(lessonProgressSchema) });
export type MyCourseDetail = z.infer<typeof myCourseDetailSchema>;

const crud = (action: keyof typeof ACTIONS) => `course:course:${action}` as PermissionCode;

export const courseRoutes = {
  list: defineListRoute({
    path: '/course/list',
    access: crud('list'),
    summary: '课程分页列表',
    record: courseRecordSchema,
    sort: ['createTime', 'title'],
    filters: { title: filter.text(), category: filter.text(), status: filter.text() },
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/course/queryById',
    access: crud('list'),
    summary: '课程详情（章节与课时）',
    query: idQuery,
    response: courseDetailSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/course/add',
    access: crud('add'),
    summary: '添加课程',
    operation: '添加课程',
    body: courseInput,
    response: z.string(),
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/course/edit',
    access: crud('edit'),
    summary: '编辑课程',
    operation: '编辑课程',
    body: courseInput.extend({ id }),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/course/delete',
    access: crud('delete'),
    summary: '删除课程',
    operation: '删除课程',
    query: idQuery,
  }),
  chapterAdd: defineRoute({
    method: 'POST',
    path: '/course/chapter/add',
    access: crud('edit'),
    summary: '添加章节',
    operation: '添加章节',
    body: z.object({
      courseId: id,
      title: title('章节名称'),
      sortNo: z.coerce.number().int().min(0).max(10_000).default(0),
    }),
    response: z.string(),
  }),
  chapterDelete: defineRoute({
    method: 'DELETE',
    path: '/course/chapter/delete',
    access: crud('edit'),
    summary: '删除章节',
    operation: '删除章节',
    query: idQuery,
  }),
  lessonAdd: defineRoute({
    method: 'POST',
    path: '/course/lesson/add',
    access: crud('edit'),
    summary: '添加课时',
    operation: '添加课时',
    body: lessonInput.extend({ chapterId: id }),
    response: z.string(),
  }),
  lessonEdit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/course/lesson/edit',
    access: crud('edit'),
    summary: '编辑课时',
    operation: '编辑课时',
    body: lessonInput.extend({ id }),
  }),
  lessonDelete: defineRoute({
    method: 'DELETE',
    path: '/course/lesson/delete',
    access: crud('edit'),
    summary: '删除课时',
    operation: '删除课时',
    query: idQuery,
  }),
  /** A capability link for the lesson's `<video>`, `<audio>` or PDF preview, which carry no token. */
  lessonMedia: defineRoute({
    method: 'GET',
    path: '/course/lesson/mediaLink',
    access: crud('list'),
    summary: '课时媒体链接',
    query: idQuery,
    response: mediaLinkSchema,
  }),
  uploadBegin: defineRoute({
    method: 'POST',
    path: '/course/upload/begin',
    access: crud('edit'),
    summary: '开始分片上传',
    operation: false,
    body: z.object({
      fileName: z.string('请选择文件').trim().min(1, '请选择文件').max(200),
      size: z.coerce.number().int().min(1, '文件为空').max(COURSE_MEDIA_MAX_BYTES, COURSE_MESSAGES.tooLarge),
      chunkSize: z.coerce
        .number()
        .int()
        .min(COURSE_CHUNK_MIN_BYTES, COURSE_MESSAGES.chunkSize)
        .max(COURSE_CHUNK_MAX_BYTES, COURSE_MESSAGES.chunkSize),
    }),
    response: uploadStateSchema,
  }),
  uploadState: defineRoute({
    method: 'GET',
    path: '/course/upload/state',
    access: crud('edit'),
    summary: '分片上传进度（断点续传）',
    query: idQuery,
    response: uploadStateSchema,
  }),
  /** The chunk is the raw request body (`application/octet-stream`); where it goes is in the query. */
  uploadChunk: defineRoute({
    method: 'POST',
    path: '/course/upload/chunk',
    access: crud('edit'),
    summary: '上传一个分片',
    operation: false,
    bodyLimit: COURSE_CHUNK_MAX_BYTES,
    query: z.object({ id, index: z.coerce.number().int().min(0).max(100_000) }),
    body: z.instanceof(Uint8Array, { message: COURSE_MESSAGES.chunkSize }),
    response: uploadStateSchema,
  }),
  assign: defineRoute({
    method: 'POST',
    path: '/course/assign',
    access: crud('edit'),
    summary: '分配课程给学生',
    operation: '分配课程',
    body: z.object({
      courseId: id,
      studentIds: z.array(id).min(1, COURSE_MESSAGES.noStudents).max(2000, '一次最多分配 2000 名学生'),
    }),
    response: z.number(),
  }),
  ruleAdd: defineRoute({
    method: 'POST',
    path: '/course/rule/add',
    access: crud('edit'),
    summary: '按筛查等级或危机等级自动分配',
    operation: '添加自动分配规则',
    body: z.object({
      courseId: id,
      source: z.enum(Object.keys(COURSE_RULE_SOURCES) as [keyof typeof COURSE_RULE_SOURCES], '请选择依据'),
      minLevel: z.coerce.number('请选择等级').int().min(1, '请选择等级').max(3, '请选择等级'),
    }),
    /** How many students the rule assigned now. */
    response: z.number(),
  }),
  targets: defineRoute({
    method: 'GET',
    path: '/course/target/all',
    access: crud('list'),
    summary: '课程发布范围',
    query: idQuery,
    response: z.array(courseTargetSchema),
  }),
  /** Publishes to colleges, grades or classes: their students are assigned, and published courses reach students. */
  publish: defineRoute({
    method: 'POST',
    path: '/course/publish',
    access: crud('edit'),
    summary: '发布课程到院系、年级或班级',
    operation: '发布课程',
    body: z.object({
      id,
      /** None: only the students assigned by hand or by a rule take it (a self-help course). */
      departIds: z.array(id).max(500, '发布范围最多 500 个'),
    }),
    /** How many students the publication newly assigned. */
    response: z.number(),
  }),
  unpublish: defineRoute({
    method: 'POST',
    path: '/course/unpublish',
    access: crud('edit'),
    summary: '撤回课程为草稿',
    operation: '撤回课程',
    body: idQuery,
  }),
  ruleList: defineRoute({
    method: 'GET',
    path: '/course/rule/all',
    access: crud('edit'),
    summary: '课程的自动分配规则',
    query: idQuery,
    response: z.array(courseRuleSchema),
  }),
  ruleDelete: defineRoute({
    method: 'DELETE',
    path: '/course/rule/delete',
    access: crud('edit'),
    summary: '删除自动分配规则',
    operation: '删除自动分配规则',
    query: idQuery,
  }),
  progress: defineRoute({
    method: 'GET',
    path: '/course/progress',
    access: crud('list'),
    summary: '课程学习进度（按学生）',
    query: idQuery,
    response: z.array(studentProgressSchema),
  }),
};

/** The student's side (H5 /m): my courses, one course with where I stopped, saving progress. */
export const myCourseRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/course/my/all',
    access: 'course:learn',
    summary: '我的课程（学生）',
    response: z.array(myCourseSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/course/my/detail',
    access: 'course:learn',
    summary: '我的课程详情与进度（学生）',
    query: idQuery,
    response: myCourseDetailSchema,
  }),
  media: defineRoute({
    method: 'GET',
    path: '/course/my/mediaLink',
    access: 'course:learn',
    summary: '课时媒体链接（学生）',
    query: idQuery,
    response: mediaLinkSchema,
  }),
  progress: defineRoute({
    method: 'POST',
    path: '/course/my/progress',
    access: 'course:learn',
    summary: '保存学习进度（学生）',
    operation: false,
    body: z.object({
      lessonId: id,
      positionSeconds: z.coerce.number().int().min(0).max(86_400),
      watchedShare: z.coerce.number().int().min(0).max(100),
      finished: z.boolean().default(false),
    }),
    /** Whether the course is now complete. */
    response: z.boolean(),
  }),
};
