import { CheckCircleTwoTone, ClockCircleOutlined } from '@ant-design/icons';
import { CAREER_NOTE_KINDS, type CareerGoal, type CareerNoteKind } from '@xinmiao/shared';
import { Button, Card, Input, List, Popconfirm, Progress, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSaving } from '../../../components/use-saving.ts';

const STATUS_COLOR: Record<string, string> = { active: 'processing', done: 'success', dropped: 'default' };

/**
 * One goal: its actions (owner, due date, done), progress, and the 复盘 and 点评 under it in time
 * order. `onNote` shows the box to write one, of `noteKind`; `onEdit`/`onDelete` the buttons.
 */
export function GoalCard({
  goal,
  noteKind,
  onNote,
  onEdit,
  onDelete,
}: {
  goal: CareerGoal;
  noteKind?: CareerNoteKind;
  onNote?: (content: string) => Promise<unknown>;
  onEdit?: () => void;
  onDelete?: () => Promise<unknown>;
}) {
  const [text, setText] = useState('');
  const { saving, whileSaving } = useSaving();
  const total = goal.actions.length;
  return (
    <Card
      size="small"
      title={
        <Space wrap>
          <span>{goal.title}</span>
          <Tag color={STATUS_COLOR[goal.status]}>{goal.statusText}</Tag>
        </Space>
      }
      extra={
        <Space>
          {onEdit && (
            <Button type="link" size="small" onClick={onEdit}>
              编辑
            </Button>
          )}
          {onDelete && (
            <Popconfirm title="确定删除该目标吗？" onConfirm={onDelete}>
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          )}
        </Space>
      }
    >
      {goal.description && <Typography.Paragraph>{goal.description}</Typography.Paragraph>}
      <Space wrap style={{ marginBottom: 8 }}>
        {goal.dueDate && <span>截止：{goal.dueDate}</span>}
        {total > 0 && (
          <Progress
            percent={Math.round((goal.actionsDone / total) * 100)}
            size="small"
            style={{ width: 160 }}
            format={() => `${goal.actionsDone}/${total}`}
          />
        )}
      </Space>
      <List
        size="small"
        dataSource={goal.actions}
        locale={{ emptyText: '暂无行动' }}
        renderItem={(a) => (
          <List.Item>
            <Space wrap>
              {a.done ? <CheckCircleTwoTone twoToneColor="#52c41a" /> : <ClockCircleOutlined />}
              <span>{a.content}</span>
              <Tag>{a.owner}</Tag>
              {a.dueDate && <Typography.Text type="secondary">{a.dueDate}</Typography.Text>}
            </Space>
          </List.Item>
        )}
      />
      {goal.notes.length > 0 && (
        <List
          size="small"
          header="复盘与点评"
          dataSource={goal.notes}
          renderItem={(n) => (
            <List.Item>
              <Space direction="vertical" size={0}>
                <Typography.Text type="secondary">
                  {CAREER_NOTE_KINDS[n.kind as CareerNoteKind] ?? n.kind} · {n.authorName} · {n.createTime}
                </Typography.Text>
                <span>{n.content}</span>
              </Space>
            </List.Item>
          )}
        />
      )}
      {onNote && noteKind && (
        <Space.Compact style={{ width: '100%', marginTop: 8 }}>
          <Input
            value={text}
            maxLength={2000}
            placeholder={`写${CAREER_NOTE_KINDS[noteKind]}`}
            onChange={(e) => setText(e.target.value)}
          />
          <Button
            type="primary"
            loading={saving}
            disabled={!text.trim()}
            onClick={() =>
              whileSaving(async () => {
                await onNote(text.trim());
                setText('');
              })
            }
          >
            提交{CAREER_NOTE_KINDS[noteKind]}
          </Button>
        </Space.Compact>
      )}
    </Card>
  );
}
