import { useQuery } from '@tanstack/react-query';
import { type MyAudio, relaxRoutes } from '@xinmiao/shared';
import { Alert, Card, Empty, Skeleton, Typography } from 'antd';
import { type SyntheticEvent, useRef } from 'react';
import { API_BASE } from '../../../api/client.ts';
import { useCaptionsUrl } from '../../../components/media/captions.ts';
import { TranscriptText } from '../../../components/media/TranscriptText.tsx';
import { errorText, mobileApi } from '../mobile-session.ts';
import { recordUsage } from './record-usage.ts';

const minutes = (seconds: number) => (seconds >= 60 ? `${Math.round(seconds / 60)} 分钟` : `${seconds} 秒`);

/** The school's published relaxation audio; each plays from a short-lived media link (no token in the URL). */
export function RelaxAudio() {
  const audios = useQuery({
    queryKey: ['m', 'relax', 'audios'],
    queryFn: () => mobileApi(relaxRoutes.myAudios),
  });
  if (audios.isPending) return <Skeleton active />;
  if (audios.isError) return <Alert type="warning" showIcon message={errorText(audios.error)} />;
  if (audios.data.length === 0) return <Empty description="暂时还没有放松音频" />;
  return (
    <div>
      {audios.data.map((audio) => (
        <AudioCard key={audio.id} audio={audio} />
      ))}
    </div>
  );
}

function AudioCard({ audio }: { audio: MyAudio }) {
  const captions = useCaptionsUrl(audio.transcript, audio.durationSec);
  // One listen is counted once, when it ends or is first paused.
  const counted = useRef(false);
  const count = (event: SyntheticEvent<HTMLAudioElement>) => {
    if (counted.current) return;
    counted.current = true;
    recordUsage('audio', event.currentTarget.currentTime);
  };
  return (
    <Card size="small" style={{ marginBottom: 12 }} title={audio.title} extra={minutes(audio.durationSec)}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {audio.description}
      </Typography.Paragraph>
      {audio.media ? (
        <audio
          controls
          preload="none"
          src={`${API_BASE}${audio.media.path}`}
          style={{ width: '100%' }}
          aria-label={audio.title}
          onPause={count}
          onEnded={count}
        >
          <track kind="captions" src={captions} srcLang="zh" label="文字稿" default />
        </audio>
      ) : (
        <Typography.Text type="secondary">音频准备中</Typography.Text>
      )}
      <TranscriptText transcript={audio.transcript} />
    </Card>
  );
}
