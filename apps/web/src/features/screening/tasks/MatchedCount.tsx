import { careerSurveyRoutes, type ScreeningTargets, screeningTaskRoutes } from '@xinmiao/shared';
import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../api/client.ts';

/** Live count of the students the targets match, asked again whenever a target changes. */
export function MatchedCount({ targets, career = false }: { targets: ScreeningTargets; career?: boolean }) {
  const [count, setCount] = useState<number | null>(null);
  const key = JSON.stringify(targets);
  useEffect(() => {
    let live = true;
    const body = { targets: JSON.parse(key) as ScreeningTargets };
    (career ? api(careerSurveyRoutes.matchCount, { body }) : api(screeningTaskRoutes.matchCount, { body }))
      .then((r) => live && setCount(r.count))
      .catch(() => live && setCount(null));
    return () => {
      live = false;
    };
  }, [key, career]);
  return (
    <Typography.Text type={count === 0 ? 'danger' : 'secondary'}>
      {count === null ? '正在统计…' : `已选 ${count} 名学生`}
    </Typography.Text>
  );
}
