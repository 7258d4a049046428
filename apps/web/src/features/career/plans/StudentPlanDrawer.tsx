import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type CareerGoalRecord, careerPlanRoutes } from '@xinmiao/shared';
import { Drawer, Empty, Space } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { GoalCard } from '../common/GoalCard.tsx';
import { GoalFormModal, goalBody } from '../common/GoalFormModal.tsx';
import { PLANS_KEY } from './keys.ts';

/** A student's goals with their actions, reviews and comments (each open is a read in the audit). */
export function StudentPlanDrawer({ studentId, onClose }: { studentId: string | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<CareerGoalRecord | null>(null);
  const plan = useQuery({
    queryKey: [...PLANS_KEY, 'student', studentId],
    queryFn: () => api(careerPlanRoutes.student, { query: { studentId: studentId ?? '' } }),
    enabled: studentId !== null,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: PLANS_KEY });
  return (
    <Drawer
      open={studentId !== null}
      onClose={onClose}
      width={720}
      title={plan.data ? `${plan.data.name}（${plan.data.studentNo}）的目标与行动` : '目标与行动'}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {plan.data?.goals.length === 0 && <Empty description="暂无目标" />}
        {plan.data?.goals.map((goal) => (
          <GoalCard
            key={goal.id}
            goal={goal}
            noteKind="comment"
            onNote={
              goal.abilities.comment
                ? async (content) => {
                    await api(careerPlanRoutes.note, { body: { goalId: goal.id, kind: 'comment', content } });
                    await reload();
                  }
                : undefined
            }
            onEdit={goal.abilities.edit ? () => setEditing(goal) : undefined}
            onDelete={
              goal.abilities.delete
                ? async () => {
                    await api(careerPlanRoutes.delete, { query: { id: goal.id } });
                    await reload();
                  }
                : undefined
            }
          />
        ))}
      </Space>
      <GoalFormModal
        open={editing !== null}
        editing={editing}
        save={(values) =>
          api(careerPlanRoutes.edit, {
            body: { ...goalBody(values), status: values.status, id: editing?.id ?? '' },
          })
        }
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void reload();
        }}
      />
    </Drawer>
  );
}
