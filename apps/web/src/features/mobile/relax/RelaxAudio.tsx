import { useQuery } from '@tanstack/react-query';
import { relaxRoutes } from '@xinmiao/shared';
import { Alert, Card, Empty, Skeleton, Typography } from 'antd';
import { API_BASE } from '../../../api/client.ts';
import { errorText, mobileApi } from '../mobile-session.ts';

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
        <Card
          key={audio.id}
          size="small"
          style={{ marginBottom: 12 }}
          title={audio.title}
          extra={minutes(audio.durationSec)}
        >
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {audio.description}
          </Typography.Paragraph>
          {audio.media ? (
            // biome-ignore lint/a11y/useMediaCaption: relaxation sounds have no words to caption
            <audio
              controls
              preload="none"
              src={`${API_BASE}${audio.media.path}`}
              style={{ width: '100%' }}
              aria-label={audio.title}
            />
          ) : (
            <Typography.Text type="secondary">音频准备中</Typography.Text>
          )}
        </Card>
      ))}
    </div>
  );
}
