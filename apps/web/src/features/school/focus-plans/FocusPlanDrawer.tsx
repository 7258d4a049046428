import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FOCUS_OWNERS, type FocusOwner, type FocusPlan, focusPlanRoutes } from '@xinmiao/shared';
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Form,
  Input,
  List,
  Popconfirm,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { FOCUS_KEY } from './keys.ts';

type ReviewValues = { reviewDate: string; content: string; nextReviewDate?: string };
type TickValues = { note: string };

/**
 * One plan as the reader may see it (each open is a read in the audit, under the plan and the
 * student): the 班主任 sees the items assigned to them and their own review records only.
 */
export function FocusPlanDrawer({
  planId,
  onClose,
  onEdit,
}: {
  planId: string | null;
  onClose: () => void;
  onEdit: (plan: FocusPlan) => void;
}) {
  const queryClient = useQueryClient();
  const [reviewing, setReviewing] = useState(false);
  const [ticking, setTicking] = useState<string | null>(null);
  const plan = useQuery({
    queryKey: [...FOCUS_KEY, 'plan', planId],
    queryFn: () => api(focusPlanRoutes.get, { query: { id: planId ?? '' } }),
    enabled: planId !== null,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: FOCUS_KEY });
  const p = plan.data;
  return (
    <Drawer
      open={planId !== null}
      onClose={onClose}
      width={760}
      title={p ? `${p.studentName}（${p.studentNo}）的一生一策` : '一生一策'}
      extra={
        p && (
          <Space>
            {p.abilities.review && (
              <Button type="primary" onClick={() => setReviewing(true)}>
                填写复盘
              </Button>
            )}
            {p.abilities.edit && <Button onClick={() => onEdit(p)}>编辑</Button>}
            {p.abilities.delete && (
              <Popconfirm
                title="确定删除该档案及其复盘记录吗？"
                onConfirm={async () => {
                  await api(focusPlanRoutes.delete, { query: { id: p.id } });
                  onClose();
                  await reload();
                }}
              >
                <Button danger>删除</Button>
              </Popconfirm>
            )}
          </Space>
        )
      }
    >
      {p && (
        <Space direction="vertical" style={{ width: '100%' }}>
          {p.compartment === 'items' && (
            <Alert type="info" showIcon message="仅显示分配给班主任的措施和您本人填写的复盘记录" />
          )}
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label="建档依据">{p.basisText}</Descriptions.Item>
            <Descriptions.Item label="状态">{p.statusText}</Descriptions.Item>
            <Descriptions.Item label="辅导员">{p.counsellorName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="班主任">{p.headTeacherName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="咨询师">{p.therapistName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="监护人">
              {[p.guardianName, p.guardianRelation, p.guardianPhone].filter(Boolean).join(' ') || '—'}
            </Descriptions.Item>
            <Descriptions.Item label="复盘周期">{p.reviewCycleDays} 天</Descriptions.Item>
            <Descriptions.Item label="下次复盘">{p.nextReviewDate}</Descriptions.Item>
            <Descriptions.Item label="目标" span={2}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {p.goals}
              </Typography.Paragraph>
            </Descriptions.Item>
          </Descriptions>
          <List
            header="措施"
            size="small"
            bordered
            dataSource={p.measures}
            locale={{ emptyText: '暂无措施' }}
            renderItem={(m) => (
              <List.Item
                actions={
                  m.canTick
                    ? [
                        m.done ? (
                          <Popconfirm
                            key="undo"
                            title="确定撤销该措施的落实标记吗？"
                            onConfirm={async () => {
                              await api(focusPlanRoutes.tick, {
                                body: { planId: p.id, measureId: m.id, done: false },
                              });
                              await reload();
                            }}
                          >
                            <Button size="small">撤销落实</Button>
                          </Popconfirm>
                        ) : (
                          <Button key="tick" size="small" type="link" onClick={() => setTicking(m.id)}>
                            标记落实
                          </Button>
                        ),
                      ]
                    : []
                }
              >
                <List.Item.Meta
                  title={
                    <Space>
                      <Tag color={m.done ? 'success' : 'processing'}>{m.done ? '已落实' : '进行中'}</Tag>
                      {m.content}
                      <Typography.Text type="secondary">
                        {FOCUS_OWNERS[m.owner as FocusOwner]}
                      </Typography.Text>
                    </Space>
                  }
                  description={
                    m.doneTime
                      ? `${m.doneByName ?? ''} 于 ${m.doneTime} ${m.done ? '标记落实' : '撤销落实'}${m.doneNote ? `：${m.doneNote}` : ''}`
                      : undefined
                  }
                />
              </List.Item>
            )}
          />
          <List
            header="复盘记录"
            size="small"
            bordered
            dataSource={p.reviews}
            locale={{ emptyText: '暂无复盘记录' }}
            renderItem={(r) => (
              <List.Item>
                <List.Item.Meta
                  title={`${r.reviewDate} · ${r.authorName}`}
                  description={
                    <>
                      <div style={{ whiteSpace: 'pre-wrap' }}>{r.content}</div>
                      {r.nextReviewDate && <div>下次复盘：{r.nextReviewDate}</div>}
                    </>
                  }
                />
              </List.Item>
            )}
          />
        </Space>
      )}
      <RecordFormModal<ReviewValues>
        editing={null}
        title="填写复盘记录"
        open={reviewing}
        layout="vertical"
        initialValues={() => ({ reviewDate: new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10) })}
        save={(values) =>
          api(focusPlanRoutes.review, {
            body: {
              planId: planId ?? '',
              reviewDate: values.reviewDate,
              content: values.content,
              nextReviewDate: values.nextReviewDate || null,
            },
          })
        }
        onClose={() => setReviewing(false)}
        onSaved={() => {
          setReviewing(false);
          void reload();
        }}
      >
        <Form.Item name="reviewDate" label="复盘日期" rules={[{ required: true, message: '请选择日期' }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="content" label="复盘记录" rules={[{ required: true, message: '请输入复盘记录' }]}>
          <Input.TextArea maxLength={2000} rows={4} />
        </Form.Item>
        <Form.Item name="nextReviewDate" label="下次复盘日期" extra="不填则按复盘周期顺延">
          <Input type="date" />
        </Form.Item>
      </RecordFormModal>
      <RecordFormModal<TickValues>
        editing={null}
        title="标记措施落实"
        open={ticking !== null}
        layout="vertical"
        initialValues={() => ({ note: '' })}
        save={(values) =>
          api(focusPlanRoutes.tick, {
            body: { planId: planId ?? '', measureId: ticking ?? '', done: true, note: values.note },
          })
        }
        onClose={() => setTicking(null)}
        onSaved={() => {
          setTicking(null);
          void reload();
        }}
      >
        <Form.Item name="note" label="落实情况" rules={[{ required: true, message: '请填写落实情况' }]}>
          <Input.TextArea maxLength={200} rows={3} />
        </Form.Item>
      </RecordFormModal>
    </Drawer>
  );
}
