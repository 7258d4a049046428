import { type CourseLesson, myCourseRoutes } from '@xinmiao/shared';
import { Button, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { API_BASE } from '../../../api/client.ts';
import { NOTICE_FRAME_SANDBOX, noticeDocument } from '../../../layouts/header/notice-document.ts';
import { mobileApi } from '../mobile-session.ts';
import { mobileStyles } from '../mobile-styles.ts';
import type { LessonProgress } from './lesson-progress.ts';
import { MediaLesson } from './MediaLesson.tsx';

type Props = {
  lesson: CourseLesson;
  saved: LessonProgress | undefined;
  onProgress: (progress: LessonProgress) => void;
};

const READ: LessonProgress = { positionSeconds: 0, watchedShare: 100, finished: true };

/** A PDF lesson: opened in the phone's own viewer through its capability link. */
function DocumentLink({ lesson }: { lesson: CourseLesson }) {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    mobileApi(myCourseRoutes.media, { query: { id: lesson.id } }).then(
      (link) => current && setHref(`${API_BASE}${link.path}`),
      () => current && setHref(null),
    );
    return () => {
      current = false;
    };
  }, [lesson.id]);
  if (!href) return <Spin />;
  return (
    <Button block href={href} target="_blank" style={mobileStyles.navButton}>
      打开文档（{lesson.fileName ?? 'PDF'}）
    </Button>
  );
}

/** One lesson: rich text to read (in the sandboxed frame the relax articles use), a document to open, or a video/audio to play. */
export function LessonView({ lesson, saved, onProgress }: Props) {
  const media = lesson.kind === 'video' || lesson.kind === 'audio';
  return (
    <div>
      <h2 style={{ fontSize: 18, margin: '0 0 12px' }}>{lesson.title}</h2>
      {media && <MediaLesson key={lesson.id} lesson={lesson} saved={saved} onProgress={onProgress} />}
      {lesson.kind === 'document' && <DocumentLink lesson={lesson} />}
      {lesson.kind === 'text' && (
        <iframe
          title={lesson.title}
          sandbox={NOTICE_FRAME_SANDBOX}
          srcDoc={noticeDocument(`<div style="font-size:17px;line-height:1.8">${lesson.content}</div>`)}
          style={{ width: '100%', height: '60vh', border: 0, background: '#fff' }}
        />
      )}
      {!media && (
        <Button
          type="primary"
          block
          disabled={saved?.finished}
          style={{ ...mobileStyles.navButton, marginTop: 16 }}
          onClick={() => onProgress(READ)}
        >
          {saved?.finished ? '已学完' : '我学完了'}
        </Button>
      )}
    </div>
  );
}
