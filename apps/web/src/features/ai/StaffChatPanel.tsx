import { useQuery } from '@tanstack/react-query';
import { aiRoutes } from '@xinmiao/shared';
import { Alert, Button, Card, Input, Space, Tag, Typography } from 'antd';
import { readStoredString } from '../../access/storage.ts';
import { StorageKey } from '../../access/storage-keys.ts';
import { api } from '../../api/client.ts';
import { postForEvents } from '../../api/event-stream.ts';
import { ChatLines } from '../../components/chat/ChatLines.tsx';
import { useChat } from '../../components/chat/use-chat.ts';

const streamStaffChat = (
  body: { text: string; conversationId?: string },
  onEvent: Parameters<typeof postForEvents>[3],
) => postForEvents(aiRoutes.staffChat, readStoredString(StorageKey.accessToken), body, onEvent);

/**
 * 教职工 AI 助手: questions about data the user may already read are answered by tools that call
 * the same services as the console pages; the examples are the tools this user may use.
 */
export function StaffChatPanel() {
  const tools = useQuery({ queryKey: ['ai', 'staff', 'tools'], queryFn: () => api(aiRoutes.staffTools) });
  const chat = useChat(streamStaffChat);
  return (
    <Card title="AI 助手">
      <Space direction="vertical" style={{ width: '100%' }} size={12}>
        <Typography.Text type="secondary">
          可以问我你有权查看的数据，或让我起草材料；我只查询你在控制台本来就能看到的内容，不做任何诊断。试试：
        </Typography.Text>
        <Space wrap>
          {(tools.data ?? []).map((tool) => (
            <Tag key={tool.name} style={{ cursor: 'pointer' }} onClick={() => chat.setText(tool.example)}>
              {tool.example}
            </Tag>
          ))}
        </Space>
        <ChatLines lines={chat.lines} />
        {chat.problem && <Alert type="warning" message={chat.problem} />}
        <Space.Compact style={{ width: '100%' }}>
          <Input.TextArea
            value={chat.text}
            maxLength={1000}
            autoSize={{ minRows: 1, maxRows: 4 }}
            placeholder="输入问题，例如：本班测评完成情况"
            onChange={(event) => chat.setText(event.target.value)}
            onPressEnter={(event) => {
              if (!event.shiftKey) {
                event.preventDefault();
                void chat.send();
              }
            }}
          />
          <Button type="primary" loading={chat.busy} onClick={chat.send}>
            发送
          </Button>
        </Space.Compact>
      </Space>
    </Card>
  );
}
