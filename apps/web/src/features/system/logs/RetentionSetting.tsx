import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LOG_RETENTION_LIMITS, NETWORK_LOG_FLOOR_DAYS, visitRoutes } from '@xinmiao/shared';
import { App, Button, InputNumber, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';

/** 日志保留: how many days the log-retention job keeps this school's logs. */
export function RetentionSetting() {
  const { can } = useAccess();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: ['log-retention'], queryFn: () => api(visitRoutes.retention) });
  const [days, setDays] = useState<number | null>(null);
  useEffect(() => setDays(current.data?.days ?? null), [current.data]);
  const save = (value: number | null) =>
    api(visitRoutes.saveRetention, { body: { days: value } })
      .then((saved) => {
        queryClient.setQueryData(['log-retention'], saved);
        message.success('保存成功');
      })
      .catch(reportError);
  if (!current.data) return null;
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Typography.Text>日志保留天数</Typography.Text>
      <InputNumber
        aria-label="日志保留天数"
        min={LOG_RETENTION_LIMITS.min}
        max={LOG_RETENTION_LIMITS.max}
        precision={0}
        value={days}
        placeholder={String(current.data.effectiveDays)}
        disabled={!can('system:log:edit')}
        onChange={setDays}
      />
      {can('system:log:edit') && (
        <>
          <Button type="primary" disabled={days === null} onClick={() => save(days)}>
            保存
          </Button>
          <Button onClick={() => save(null)}>恢复默认</Button>
        </>
      )}
      <Typography.Text type="secondary">
        当前生效：{current.data.effectiveDays} 天（由“日志保留期清理”定时任务执行）
      </Typography.Text>
      {current.data.effectiveDays < NETWORK_LOG_FLOOR_DAYS && (
        <Typography.Text type="secondary">
          操作、登录与访问日志依《网络安全法》至少保留 {NETWORK_LOG_FLOOR_DAYS}{' '}
          天；本设置用于读取审计与任务执行记录
        </Typography.Text>
      )}
    </Space>
  );
}
