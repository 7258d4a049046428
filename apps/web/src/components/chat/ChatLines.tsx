import { Card, Typography } from 'antd';
import type { ChatLine } from './use-chat.ts';

/** The conversation as cards: the user's on the right, the assistant's with what it looked up and cited. */
export function ChatLines({ lines }: { lines: readonly ChatLine[] }) {
  return lines.map((line) => (
    <Card
      key={line.id}
      size="small"
      style={{ marginLeft: line.role === 'user' ? 48 : 0, marginRight: line.role === 'user' ? 0 : 48 }}
      styles={{ body: { whiteSpace: 'pre-wrap' } }}
      data-testid={`chat-${line.role}`}
    >
      {line.tools && (
        <Typography.Paragraph type="secondary">已查询：{line.tools.join('、')}</Typography.Paragraph>
      )}
      {line.text || '…'}
      {line.sources && (
        <Typography.Paragraph type="secondary">参考：{line.sources.join('、')}</Typography.Paragraph>
      )}
    </Card>
  ));
}
