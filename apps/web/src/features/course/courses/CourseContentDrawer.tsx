import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COURSE_MESSAGES,
  type CourseLesson,
  type CourseRecord,
  courseRoutes,
  LESSON_KINDS,
  type LessonKind,
} from '@xinmiao/shared';
import { App, Button, Card, Drawer, Empty, Input, List, Popconfirm, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { CourseProgressTable } from './CourseProgressTable.tsx';
import { type LessonDialog, LessonFormModal } from './LessonFormModal.tsx';
import { MediaPreview } from './MediaPreview.tsx';

/** 章节课时 and 学习进度 of one course. */
export function CourseContentDrawer({
  course,
  onClose,
}: {
  course: CourseRecord | null;
  onClose: () => void;
}) {
  const queryKey = ['courses', 'detail', course?.id];
  const detail = useQuery({
    queryKey,
    queryFn: () => api(courseRoutes.detail, { query: { id: course?.id ?? '' } }),
    enabled: course !== null,
  });
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey });
  const { message } = App.useApp();
  const canEdit = useAccess().can('course:course:edit');
  const [chapterTitle, setChapterTitle] = useState('');
  const [lessonDialog, setLessonDialog] = useState<LessonDialog | null>(null);
  const [previewed, setPreviewed] = useState<CourseLesson | null>(null);

  const done = (reply: unknown) => {
    if (typeof reply === 'string') message.success(reply);
    return reload();
  };
  const addChapter = () => {
    if (!course || !chapterTitle.trim()) return;
    const sortNo = detail.data?.chapters.length ?? 0;
    api(courseRoutes.chapterAdd, { body: { courseId: course.id, title: chapterTitle, sortNo } })
      .then(() => {
        setChapterTitle('');
        return done(COURSE_MESSAGES.addOk);
      })
      .catch(reportError);
  };

  const lessonActions = (lesson: CourseLesson, chapterId: string) => [
    ...(lesson.fileId && lesson.kind !== 'text'
      ? [
          <Button key="preview" type="link" size="small" onClick={() => setPreviewed(lesson)}>
            预览
          </Button>,
        ]
      : []),
    ...(canEdit
      ? [
          <Button key="edit" type="link" size="small" onClick={() => setLessonDialog({ chapterId, lesson })}>
            编辑
          </Button>,
          <Popconfirm
            key="delete"
            title="确定删除吗?"
            onConfirm={() =>
              api(courseRoutes.lessonDelete, { query: { id: lesson.id } }).then(done, reportError)
            }
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>,
        ]
      : []),
  ];

  const chapters = (
    <>
      {canEdit && (
        <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
          <Input
            value={chapterTitle}
            maxLength={100}
            placeholder="新章节名称"
            onChange={(e) => setChapterTitle(e.target.value)}
            onPressEnter={addChapter}
          />
          <Button type="primary" onClick={addChapter}>
            添加章节
          </Button>
        </Space.Compact>
      )}
      {detail.data?.chapters.length === 0 && <Empty description="还没有章节" />}
      {detail.data?.chapters.map((chapter) => (
        <Card
          key={chapter.id}
          size="small"
          title={chapter.title}
          style={{ marginBottom: 12 }}
          extra={
            canEdit && (
              <Space>
                <Button size="small" onClick={() => setLessonDialog({ chapterId: chapter.id, lesson: null })}>
                  添加课时
                </Button>
                <Popconfirm
                  title="删除章节会一并删除其中的课时，确定吗?"
                  onConfirm={() =>
                    api(courseRoutes.chapterDelete, { query: { id: chapter.id } }).then(done, reportError)
                  }
                >
                  <Button size="small" danger>
                    删除章节
                  </Button>
                </Popconfirm>
              </Space>
            )
          }
        >
          <List
            size="small"
            dataSource={chapter.lessons}
            locale={{ emptyText: '还没有课时' }}
            renderItem={(lesson) => (
              <List.Item actions={lessonActions(lesson, chapter.id)}>
                <Space>
                  <Tag>{LESSON_KINDS[lesson.kind as LessonKind] ?? lesson.kind}</Tag>
                  {lesson.title}
                  {lesson.fileName && <span style={{ color: '#999' }}>{lesson.fileName}</span>}
                </Space>
              </List.Item>
            )}
          />
        </Card>
      ))}
    </>
  );

  return (
    <Drawer open={course !== null} title={course?.title} width={760} onClose={onClose} destroyOnHidden>
      <Tabs
        items={[
          { key: 'content', label: '章节课时', children: chapters },
          {
            key: 'progress',
            label: '学习进度',
            children: course && <CourseProgressTable courseId={course.id} />,
          },
        ]}
      />
      <LessonFormModal
        dialog={lessonDialog}
        onClose={() => setLessonDialog(null)}
        onSaved={() => {
          setLessonDialog(null);
          void reload();
        }}
      />
      <MediaPreview lesson={previewed} onClose={() => setPreviewed(null)} />
    </Drawer>
  );
}
