import { Card, Tabs } from 'antd';
import { useAccess } from '../../../access/access-store.ts';
import { LogListTab } from './LogListTab.tsx';
import { LogType } from './log-type.ts';
import { ReadAuditTab } from './ReadAuditTab.tsx';
import { RetentionSetting } from './RetentionSetting.tsx';

/** 系统日志: login and operation logs, plus the sensitive-data read audit for holders of system:audit:read. */
export function LogsPage() {
  const { can } = useAccess();
  const items = [
    { key: 'login', label: '登录日志', children: <LogListTab logType={LogType.LOGIN} /> },
    { key: 'operation', label: '操作日志', children: <LogListTab logType={LogType.OPERATION} /> },
    ...(can('system:audit:read')
      ? [{ key: 'read-audit', label: '读取审计', children: <ReadAuditTab /> }]
      : []),
  ];
  return (
    <Card variant="borderless">
      <RetentionSetting />
      <Tabs items={items} />
    </Card>
  );
}
