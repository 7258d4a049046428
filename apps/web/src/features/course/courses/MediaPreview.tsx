import { useQuery } from '@tanstack/react-query';
import { type CourseLesson, courseRoutes } from '@xinmiao/shared';
import { Modal, Spin } from 'antd';
import { API_BASE, api } from '../../../api/client.ts';
import { useCaptionsUrl } from '../../../components/media/captions.ts';
import { TranscriptText } from '../../../components/media/TranscriptText.tsx';

/** Plays or shows a lesson's file through its capability link (media elements send no token). */
export function MediaPreview({ lesson, onClose }: { lesson: CourseLesson | null; onClose: () => void }) {
  const link = useQuery({
    queryKey: ['courses', 'media', lesson?.id],
    queryFn: () => api(courseRoutes.lessonMedia, { query: { id: lesson?.id ?? '' } }),
    enabled: lesson !== null && lesson.fileId !== null,
    staleTime: 60_000,
  });
  const src = link.data ? `${API_BASE}${link.data.path}` : null;
  const captions = useCaptionsUrl(lesson?.transcript, lesson?.durationSeconds ?? 0);
  return (
    <Modal
      open={lesson !== null}
      title={lesson?.title}
      footer={null}
      onCancel={onClose}
      width={760}
      destroyOnHidden
    >
      {!src && <Spin />}
      {src && lesson?.kind === 'video' && (
        <video src={src} controls style={{ width: '100%' }}>
          <track kind="captions" src={captions} srcLang="zh" label="中文字幕" default />
        </video>
      )}
      {src && lesson?.kind === 'audio' && (
        <audio src={src} controls style={{ width: '100%' }}>
          <track kind="captions" src={captions} srcLang="zh" label="中文字幕" default />
        </audio>
      )}
      {src && lesson?.kind === 'document' && (
        <iframe src={src} title={lesson.title} style={{ width: '100%', height: 560, border: 0 }} />
      )}
      {lesson && <TranscriptText transcript={lesson.transcript} />}
    </Modal>
  );
}
