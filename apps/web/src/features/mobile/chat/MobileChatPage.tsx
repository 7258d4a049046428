import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { aiRoutes, type CrisisContacts } from '@xinmiao/shared';
import { Alert, Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { queryClient } from '../../../api/query-client.ts';
import { ChatLines } from '../../../components/chat/ChatLines.tsx';
import { useChat } from '../../../components/chat/use-chat.ts';
import { mobileApi } from '../mobile-session.ts';
import { ConsentPrompt } from './ConsentPrompt.tsx';
import { ContactsCard } from './ContactsCard.tsx';
import { streamChat } from './chat-stream.ts';

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
  const [risk, setRisk] = useState<CrisisContacts | null>(null);
  const chat = useChat(streamChat, ({ event, data }) => {
    if (event === 'risk') setRisk(data.contacts as CrisisContacts);
  });

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
      <ChatLines lines={chat.lines} />
      {chat.problem && <Alert type="warning" message={chat.problem} />}
      <Space.Compact style={{ width: '100%' }}>
        <Input.TextArea
          value={chat.text}
          maxLength={1000}
          autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder="想聊点什么？"
          onChange={(event) => chat.setText(event.target.value)}
        />
        <Button type="primary" loading={chat.busy} onClick={chat.send}>
          发送
        </Button>
      </Space.Compact>
    </Space>
  );
}
