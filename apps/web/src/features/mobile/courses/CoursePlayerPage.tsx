import {
  type CourseLesson,
  LESSON_KINDS,
  type LessonKind,
  type MyCourseDetail,
  myCourseRoutes,
} from '@xinmiao/shared';
import { Alert, Button, Card, List, Result, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { usePageQuery } from '../../../hooks/use-page-query.ts';
import { errorText, mobileApi } from '../mobile-session.ts';
import { mobileStyles } from '../mobile-styles.ts';
import { LessonView } from './LessonView.tsx';
import type { LessonProgress } from './lesson-progress.ts';
import { saveLessonProgress } from './save-progress.ts';

/** The lesson to show: the one in the address, else the first not finished, else the first. */
function pickLesson(lessons: CourseLesson[], progress: Map<string, LessonProgress>, wanted: string | null) {
  return (
    lessons.find((l) => l.id === wanted) ??
    lessons.find((l) => !progress.get(l.id)?.finished) ??
    lessons[0] ??
    null
  );
}

/** /m/course/:courseId — one course: the current lesson above, every lesson below to jump to. */
export function CoursePlayerPage() {
  const { courseId = '' } = useParams();
  const [search, setSearch] = usePageQuery();
  const [course, setCourse] = useState<MyCourseDetail | null>(null);
  const [progress, setProgress] = useState(new Map<string, LessonProgress>());
  const [error, setError] = useState('');
  const [completed, setCompleted] = useState(false);
  const [saveError, setSaveError] = useState('');

  useEffect(() => {
    let current = true;
    mobileApi(myCourseRoutes.detail, { query: { id: courseId } }).then(
      (loaded) => {
        if (!current) return;
        setCourse(loaded);
        setProgress(new Map(loaded.progress.map((p) => [p.lessonId, p])));
      },
      (e: unknown) => current && setError(errorText(e)),
    );
    return () => {
      current = false;
    };
  }, [courseId]);

  if (error)
    return <Result status="warning" title={error} extra={<Link to="/m/courses">返回我的课程</Link>} />;
  if (!course) return <Spin style={{ display: 'block', margin: '80px auto' }} />;

  const lessons = course.chapters.flatMap((c) => c.lessons);
  const lesson = pickLesson(lessons, progress, search.get('lesson'));
  const next = lesson ? lessons[lessons.indexOf(lesson) + 1] : undefined;
  const open = (id: string) => {
    setSearch({ lesson: id }, { replace: true });
    window.scrollTo(0, 0);
  };
  const record = (lessonId: string, saved: LessonProgress) => {
    setProgress((before) => {
      const old = before.get(lessonId);
      const merged = {
        ...saved,
        watchedShare: Math.max(saved.watchedShare, old?.watchedShare ?? 0),
        finished: saved.finished || (old?.finished ?? false),
      };
      return new Map(before).set(lessonId, merged);
    });
    saveLessonProgress(lessonId, saved).then(
      (done) => {
        setSaveError('');
        if (done) setCompleted(true);
      },
      (e: unknown) => setSaveError(`学习进度未保存：${errorText(e)}`),
    );
  };

  return (
    <>
      <div style={mobileStyles.header}>
        <h1 style={mobileStyles.title}>{course.title}</h1>
        <Link to="/m/courses">
          <Button type="link">我的课程</Button>
        </Link>
      </div>
      {completed && (
        <Alert type="success" showIcon message="恭喜，你已学完这门课程！" style={{ marginBottom: 12 }} />
      )}
      {saveError && <Alert type="warning" showIcon message={saveError} style={{ marginBottom: 12 }} />}
      {lesson ? (
        <Card style={{ marginBottom: 12 }}>
          <LessonView
            key={lesson.id}
            lesson={lesson}
            saved={progress.get(lesson.id)}
            onProgress={(p) => record(lesson.id, p)}
          />
          {next && (
            <Button block style={{ ...mobileStyles.navButton, marginTop: 12 }} onClick={() => open(next.id)}>
              下一课：{next.title}
            </Button>
          )}
        </Card>
      ) : (
        <Result status="info" title="这门课程还没有课时" />
      )}
      {course.chapters.map((chapter) => (
        <Card key={chapter.id} size="small" title={chapter.title} style={{ marginBottom: 12 }}>
          <List
            dataSource={chapter.lessons}
            renderItem={(item) => (
              <List.Item
                onClick={() => open(item.id)}
                style={{ minHeight: 48, cursor: 'pointer', fontWeight: item.id === lesson?.id ? 600 : 400 }}
              >
                <span>
                  <Tag>{LESSON_KINDS[item.kind as LessonKind] ?? item.kind}</Tag>
                  {item.title}
                </span>
                {progress.get(item.id)?.finished ? <Tag color="green">已学完</Tag> : null}
              </List.Item>
            )}
          />
        </Card>
      ))}
    </>
  );
}
