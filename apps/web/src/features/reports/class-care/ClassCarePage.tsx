import { useQuery } from '@tanstack/react-query';
import { reportRoutes, structureRoutes } from '@xinmiao/shared';
import { Alert, Card, Empty, List, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';

/**
 * 班级关注: the class teacher's action card — who needs attention and what to do. It never shows a
 * score, a level or an answer (the server does not send them).
 */
export function ClassCarePage() {
  const classes = useQuery({ queryKey: ['school', 'classes'], queryFn: () => api(structureRoutes.classes) });
  const [picked, setPicked] = useState<string | undefined>();
  const classId = picked ?? classes.data?.[0]?.id;
  const card = useQuery({
    queryKey: ['screening', 'actionCard', classId],
    queryFn: () => api(reportRoutes.actionCard, { query: { classId: classId ?? '' } }),
    enabled: Boolean(classId),
  });
  return (
    <Card variant="borderless">
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          style={{ width: 300 }}
          placeholder="请选择班级"
          value={classId}
          onChange={(value: string) => setPicked(value)}
          options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.path }))}
        />
      </Space>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="以下提示来自心理测评，仅用于安排关心与约谈。请妥善保密，不要在班级中公开或向他人转述。"
      />
      {card.data && (
        <Typography.Paragraph type="secondary">
          {card.data.className}：已参加测评 {card.data.assessed} 人
        </Typography.Paragraph>
      )}
      {card.data && card.data.students.length === 0 ? (
        <Empty description="暂无需要关注的学生" />
      ) : (
        <List
          data-testid="action-card"
          dataSource={card.data?.students ?? []}
          loading={card.isPending && Boolean(classId)}
          renderItem={(student) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <Space>
                    {student.name}
                    <Typography.Text type="secondary">{student.studentNo}</Typography.Text>
                    <Tag color="orange">{student.attention}</Tag>
                  </Space>
                }
                description={student.suggestion}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
