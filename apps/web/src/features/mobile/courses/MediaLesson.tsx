import { type CourseLesson, myCourseRoutes } from '@xinmiao/shared';
import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { API_BASE } from '../../../api/client.ts';
import { useCaptionsUrl } from '../../../components/media/captions.ts';
import { TranscriptText } from '../../../components/media/TranscriptText.tsx';
import { errorText, mobileApi } from '../mobile-session.ts';
import { type LessonProgress, progressAt, saveDue, startAt } from './lesson-progress.ts';

type Props = {
  lesson: CourseLesson;
  saved: LessonProgress | undefined;
  onProgress: (progress: LessonProgress) => void;
};

/**
 * A video or audio lesson through its capability link (the element sends no token): it starts at the
 * saved second and saves while playing, on pause, at the end and when the student leaves.
 */
export function MediaLesson({ lesson, saved, onProgress }: Props) {
  const [src, setSrc] = useState<string | null>(null);
  const [error, setError] = useState('');
  const element = useRef<HTMLMediaElement | null>(null);
  const lastSaved = useRef<number | null>(null);
  const report = useRef(onProgress);
  report.current = onProgress;
  const startSecond = useRef(startAt(saved, lesson.durationSeconds));
  const captions = useCaptionsUrl(lesson.transcript, lesson.durationSeconds);

  useEffect(() => {
    let current = true;
    mobileApi(myCourseRoutes.media, { query: { id: lesson.id } }).then(
      (link) => current && setSrc(`${API_BASE}${link.path}`),
      (e: unknown) => current && setError(errorText(e)),
    );
    return () => {
      current = false;
    };
  }, [lesson.id]);

  const save = (ended: boolean, force: boolean) => {
    const media = element.current;
    if (!media) return;
    const progress = progressAt(media.currentTime, media.duration, ended);
    if (!force && !saveDue(lastSaved.current, progress.positionSeconds)) return;
    lastSaved.current = progress.positionSeconds;
    report.current(progress);
  };
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => () => saveRef.current(false, true), []);

  if (error) return <Alert type="warning" showIcon message={error} />;
  if (!src) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const common = {
    src,
    controls: true,
    preload: 'metadata' as const,
    style: { width: '100%', borderRadius: 8, background: '#000' },
    onLoadedMetadata: () => {
      if (element.current && startSecond.current > 0) element.current.currentTime = startSecond.current;
      lastSaved.current = startSecond.current;
    },
    onTimeUpdate: () => save(false, false),
    onPause: () => save(false, true),
    onEnded: () => save(true, true),
  };
  return (
    <>
      {lesson.kind === 'video' ? (
        <video
          ref={(v) => {
            element.current = v;
          }}
          playsInline
          {...common}
        >
          <track kind="captions" src={captions} srcLang="zh" label="中文字幕" default />
        </video>
      ) : (
        <audio
          ref={(a) => {
            element.current = a;
          }}
          {...common}
        >
          <track kind="captions" src={captions} srcLang="zh" label="中文字幕" default />
        </audio>
      )}
      <TranscriptText transcript={lesson.transcript} />
    </>
  );
}
