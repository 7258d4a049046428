import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { aiRoutes, type CrisisContacts } from '@xinmiao/shared';
import { Alert, Button, Card, Input, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { queryClient } from '../../../api/query-client.ts';
import { errorText, mobileApi } from '../mobile-session.ts';
import { ConsentPrompt } from './ConsentPrompt.tsx';
import { ContactsCard } from './ContactsCard.tsx';
import { type ChatEvent, streamChat } from './chat-stream.ts';

type Line = { role: 'user' | 'assistant'; text: string; sources?: string[] };

/** The H5 page stands outside the console shell, which otherwise provides the query client. */
export function MobileChatPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <StudentChat />
    </QueryClientProvider>
  );
}

/** AI 助手 (student H5): the notice first, then a streamed chat; a risk hit shows whom to call. */
function StudentChat() {
  const notice = useQuery({ queryKey: ['m', 'ai', 'notice'], queryFn: () => mobileApi(aiRoutes.notice) });
  const [lines, setLines] = useState<Line[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [risk, setRisk] = useState<CrisisContacts | null>(null);
  const conversation = useRef<string | undefined>(undefined);

  const onEvent = ({ event, data }: ChatEvent) => {
    if (event === 'conversation') conversation.current = String(data.conversationId);
    if (event === 'risk') setRisk(data.contacts as CrisisContacts);
    if (event === 'error') setProblem(String(data.message));
    if (event === 'delta') {
      setLines((all) => {
        const last = all.at(-1);
        const rest = all.slice(0, -1);
        return last?.role === 'assistant' ? [...rest, { ...last, text: last.text + String(data.text) }] : all;
      });
    }
    if (event === 'sources') {
      const titles = (data.sources as { title: string }[]).map((s) => s.title);
      setLines((all) => all.map((line, i) => (i === all.length - 1 ? { ...line, sources: titles } : line)));
    }
  };

  const send = async () => {
    const message = text.trim();
    if (!message || busy) return;
    setText('');
    setProblem('');
    setBusy(true);
    setLines((all) => [...all, { role: 'user', text: message }, { role: 'assistant', text: '' }]);
    try {
      await streamChat(
        { text: message, ...(conversation.current ? { conversationId: conversation.current } : {}) },
        onEvent,
      );
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setLines((all) => all.filter((line) => line.text !== '' || line.role === 'user'));
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        AI 助手
      </Typography.Title>
      {notice.data && <Alert type="info" showIcon message="使用前请了解" description={notice.data.notice} />}
      {notice.data?.externalOffered && !notice.data.consented && (
        <ConsentPrompt onConsented={() => notice.refetch()} />
      )}
      {risk && <ContactsCard contacts={risk} />}
      {lines.map((line, index) => (
        <Card
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are only ever appended
          key={index}
          size="small"
          style={{ marginLeft: line.role === 'user' ? 48 : 0, marginRight: line.role === 'user' ? 0 : 48 }}
          styles={{ body: { whiteSpace: 'pre-wrap' } }}
          data-testid={`chat-${line.role}`}
        >
          {line.text || '…'}
          {line.sources && (
            <Typography.Paragraph type="secondary">参考：{line.sources.join('、')}</Typography.Paragraph>
          )}
        </Card>
      ))}
      {problem && <Alert type="warning" message={problem} />}
      <Space.Compact style={{ width: '100%' }}>
        <Input.TextArea
          value={text}
          maxLength={1000}
          autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder="想聊点什么？"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="primary" loading={busy} onClick={send}>
          发送
        </Button>
      </Space.Compact>
    </Space>
  );
}
