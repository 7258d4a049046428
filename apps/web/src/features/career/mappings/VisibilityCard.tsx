import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type CareerVisibility, careerSettingRoutes } from '@xinmiao/shared';
import { App, Card, Space, Switch } from 'antd';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { useSaving } from '../../../components/use-saving.ts';

const KEY = ['career', 'visibility'] as const;

/** 生涯报告可见范围: whether the student and class staff (班主任, 辅导员) see career reports. */
export function VisibilityCard() {
  const { can } = useAccess();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { saving, whileSaving } = useSaving();
  const setting = useQuery({ queryKey: KEY, queryFn: () => api(careerSettingRoutes.get) });
  const save = (change: Partial<CareerVisibility>) =>
    whileSaving(async () => {
      if (!setting.data) return;
      const reply = await api(careerSettingRoutes.edit, { body: { ...setting.data, ...change } });
      if (typeof reply === 'string') message.success(reply);
      await queryClient.invalidateQueries({ queryKey: KEY });
    });
  const editable = can('career:mapping:edit') && !saving;
  return (
    <Card size="small" title="生涯报告可见范围" style={{ marginBottom: 16 }}>
      <Space wrap size="large">
        <span>全校范围的生涯导师始终可见</span>
        <Space>
          <Switch
            aria-label="学生本人可见"
            checked={setting.data?.student ?? true}
            disabled={!editable}
            onChange={(student) => save({ student })}
          />
          学生本人可见
        </Space>
        <Space>
          <Switch
            aria-label="班主任、辅导员可见"
            checked={setting.data?.classStaff ?? true}
            disabled={!editable}
            onChange={(classStaff) => save({ classStaff })}
          />
          班主任、辅导员可见（本班、本院学生）
        </Space>
      </Space>
    </Card>
  );
}
