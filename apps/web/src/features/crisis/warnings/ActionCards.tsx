import { useQuery } from '@tanstack/react-query';
import { crisisRoutes } from '@xinmiao/shared';
import { Card, Col, Empty, Row, Tag, Typography } from 'antd';
import { api } from '../../../api/client.ts';

/** What a class teacher sees: which students need care and what to do, never the case itself. */
export function ActionCards() {
  const cards = useQuery({ queryKey: ['crisis', 'cards'], queryFn: () => api(crisisRoutes.cards) });
  if (cards.data?.length === 0) return <Empty description="暂无需要关注的学生" />;
  return (
    <Row gutter={[16, 16]}>
      {(cards.data ?? []).map((card) => (
        <Col key={card.id} xs={24} sm={12} lg={8}>
          <Card
            size="small"
            style={{ borderLeft: `4px solid ${card.color}` }}
            title={card.studentName}
            extra={<Tag color={card.color}>{card.levelLabel}</Tag>}
          >
            <Typography.Paragraph type="secondary">{card.className}</Typography.Paragraph>
            <Typography.Paragraph>{card.advice}</Typography.Paragraph>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
