import { COURSE_CATEGORIES, type MyCourse, myCourseRoutes } from '@xinmiao/shared';
import { Button, Card, Empty, Progress, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { MobileLoading, MobilePageHeader } from '../MobilePageHeader.tsx';
import { errorText, mobileApi } from '../mobile-session.ts';
import { mobileStyles } from '../mobile-styles.ts';

function percent(course: MyCourse): number {
  return course.totalLessons ? Math.round((course.finishedLessons / course.totalLessons) * 100) : 0;
}

/** /m/courses — the courses assigned to me, how far I am, and where to go on. */
export function MyCoursesPage() {
  const navigate = useNavigate();
  const [courses, setCourses] = useState<MyCourse[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let current = true;
    mobileApi(myCourseRoutes.list).then(
      (loaded) => current && setCourses(loaded),
      (e: unknown) => current && setError(errorText(e)),
    );
    return () => {
      current = false;
    };
  }, []);

  const go = (course: MyCourse) =>
    navigate(
      course.resumeLessonId
        ? `/m/course/${course.id}?lesson=${course.resumeLessonId}`
        : `/m/course/${course.id}`,
    );

  return (
    <>
      <MobilePageHeader title="我的课程" />
      <MobileLoading error={error} loaded={courses !== null} />
      {courses?.length === 0 && <Empty description="暂时没有分配给你的课程" />}
      {courses?.map((course) => (
        <Card key={course.id} title={course.title} style={{ marginBottom: 12 }}>
          <p>
            <Tag>
              {COURSE_CATEGORIES[course.category as keyof typeof COURSE_CATEGORIES] ?? course.category}
            </Tag>
            {course.completed && <Tag color="green">已完成</Tag>}
          </p>
          {course.summary && <p style={{ color: '#666' }}>{course.summary}</p>}
          <Progress
            percent={percent(course)}
            format={() => `${course.finishedLessons}/${course.totalLessons} 课时`}
          />
          <Button
            type="primary"
            block
            style={{ ...mobileStyles.navButton, marginTop: 12 }}
            onClick={() => go(course)}
          >
            {course.completed ? '再学一遍' : course.resumeLessonId ? '继续学习' : '开始学习'}
          </Button>
        </Card>
      ))}
    </>
  );
}
