import { useQuery } from '@tanstack/react-query';
import { type LectureRecord, type LectureReplay, lectureRoutes } from '@xinmiao/shared';
import { Modal, Spin } from 'antd';
import { useState } from 'react';
import { API_BASE, api } from '../../../api/client.ts';
import { useCaptionsUrl } from '../../../components/media/captions.ts';
import { TranscriptText } from '../../../components/media/TranscriptText.tsx';

/** A lecture's replay, played through a media link (a `<video>` carries no session token). */
export function ReplayModal({ lecture, onClose }: { lecture: LectureRecord | null; onClose: () => void }) {
  const link = useQuery({
    queryKey: ['lectures', 'replay', lecture?.id],
    queryFn: () => api(lectureRoutes.replayLink, { query: { id: lecture?.id ?? '' } }),
    enabled: lecture !== null,
    staleTime: 60_000,
  });
  return (
    <Modal
      open={lecture !== null}
      onCancel={onClose}
      footer={null}
      width={760}
      title={`回放 · ${lecture?.title ?? ''}`}
      destroyOnHidden
    >
      {link.data ? <ReplayVideo replay={link.data} /> : <Spin />}
    </Modal>
  );
}

/**
 * The replay with its captions track, made in the page from the lecture's transcript and spread over
 * the recording's own length once the browser knows it; the transcript is also shown as text.
 */
export function ReplayVideo({ replay }: { replay: LectureReplay }) {
  const [seconds, setSeconds] = useState(0);
  const captions = useCaptionsUrl(replay.transcript, seconds);
  return (
    <>
      <video
        src={`${API_BASE}${replay.path}`}
        controls
        style={{ width: '100%' }}
        onLoadedMetadata={(e) =>
          setSeconds(Number.isFinite(e.currentTarget.duration) ? e.currentTarget.duration : 0)
        }
      >
        <track kind="captions" src={captions} srcLang="zh" label="中文字幕" default />
      </video>
      <TranscriptText transcript={replay.transcript} />
    </>
  );
}
