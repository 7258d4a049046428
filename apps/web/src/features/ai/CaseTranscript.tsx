import { useQuery } from '@tanstack/react-query';
import { aiRoutes } from '@xinmiao/shared';
import { Alert, List, Tag, Typography } from 'antd';
import { api } from '../../api/client.ts';

/**
 * The AI 助手 conversations behind a case's signals, for those who read the case in full. The server
 * audits each read; the message that hit a rule is marked.
 */
export function CaseTranscript({ caseId }: { caseId: string }) {
  const messages = useQuery({
    queryKey: ['ai', 'transcript', caseId],
    queryFn: () => api(aiRoutes.caseTranscript, { query: { caseId } }),
    retry: false,
  });
  if (messages.error) return <Alert type="warning" message={messages.error.message} />;
  return (
    <>
      <Typography.Paragraph type="secondary">查看对话记录会被记录在访问审计中。</Typography.Paragraph>
      <List
        size="small"
        loading={messages.isLoading}
        dataSource={messages.data ?? []}
        renderItem={(m) => (
          <List.Item key={m.id}>
            <List.Item.Meta
              title={
                <>
                  {m.role === 'user' ? '学生' : 'AI 助手'}{' '}
                  <Typography.Text type="secondary">{m.createTime}</Typography.Text>{' '}
                  {m.riskHit && <Tag color="red">命中风险规则</Tag>}
                </>
              }
              description={<span style={{ whiteSpace: 'pre-wrap' }}>{m.content}</span>}
            />
          </List.Item>
        )}
      />
    </>
  );
}
