import { type CareerGoalRecord, type CareerPlan, careerPlanRoutes } from '@xinmiao/shared';
import { Button, Empty, Space } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { GoalCard } from '../../career/common/GoalCard.tsx';
import { GoalFormModal, goalBody } from '../../career/common/GoalFormModal.tsx';
import { errorText, mobileApi } from '../mobile-session.ts';
import { mobileStyles } from '../mobile-styles.ts';

/** 我的目标 on /m/career: the student's goals and action plans, their own 复盘 and teachers' 点评. */
export function MyGoals() {
  const [plan, setPlan] = useState<CareerPlan | null>(null);
  const [error, setError] = useState('');
  const [editing, setEditing] = useState<{ goal: CareerGoalRecord | null } | null>(null);
  const load = useCallback(
    () =>
      mobileApi(careerPlanRoutes.mine, {}).then(
        (loaded) => setPlan(loaded),
        (e: unknown) => setError(errorText(e)),
      ),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <section style={{ marginTop: 24 }}>
      <div style={mobileStyles.header}>
        <h2 style={mobileStyles.title}>我的目标</h2>
        <Button type="primary" onClick={() => setEditing({ goal: null })}>
          新增目标
        </Button>
      </div>
      {error && <Empty description={error} />}
      {plan?.goals.length === 0 && <Empty description="还没有目标，给自己定一个吧" />}
      <Space direction="vertical" style={{ width: '100%' }}>
        {plan?.goals.map((goal) => (
          <GoalCard
            key={goal.id}
            goal={goal}
            noteKind="review"
            onNote={async (content) => {
              await mobileApi(careerPlanRoutes.mineReview, { body: { goalId: goal.id, content } });
              await load();
            }}
            onEdit={() => setEditing({ goal })}
          />
        ))}
      </Space>
      <GoalFormModal
        open={editing !== null}
        editing={editing?.goal ?? null}
        save={(values) =>
          mobileApi(careerPlanRoutes.mineSave, {
            body: {
              ...goalBody(values),
              status: values.status,
              ...(editing?.goal ? { id: editing.goal.id } : {}),
            },
          })
        }
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void load();
        }}
      />
    </section>
  );
}
