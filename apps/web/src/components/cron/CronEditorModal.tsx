import { CRON_TIMEZONE } from '@xinmiao/shared';
import { Alert, Input, List, Modal, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { CronFieldPanel } from './CronFieldPanel.tsx';
import { CRON_FIELDS, type CronState, formatCron, parseCron, setPart } from './cron-model.ts';
import { useCronPreview } from './use-cron-preview.ts';

const runFormat = new Intl.DateTimeFormat('zh-CN', {
  timeZone: CRON_TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

type Props = {
  open: boolean;
  value: string;
  onOk: (expression: string) => void;
  onCancel: () => void;
};

/** Cron表达式 dialog (spec §4): a tab per field, the expression, and its next 10 runs. */
export function CronEditorModal({ open, value, onOk, onCancel }: Props) {
  const [state, setState] = useState<CronState>(() => parseCron(value));
  const [text, setText] = useState(value);
  useEffect(() => {
    if (!open) return;
    const parsed = parseCron(value);
    setState(parsed);
    setText(formatCron(parsed));
  }, [open, value]);
  const expression = formatCron(state);
  const preview = useCronPreview(expression);
  const update = (next: CronState) => {
    setState(next);
    setText(formatCron(next));
  };
  return (
    <Modal
      title="Cron表达式"
      width={800}
      open={open}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() => onOk(expression)}
      okButtonProps={{ disabled: preview?.error != null }}
    >
      <Tabs
        size="small"
        items={CRON_FIELDS.map((field) => ({
          key: field.key,
          label: field.label,
          children: (
            <CronFieldPanel
              fieldKey={field.key}
              value={state[field.key]}
              onChange={(part) => update(setPart(state, field.key, part))}
            />
          ),
        }))}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        表达式
      </Typography.Title>
      <Input
        value={text}
        aria-label="cron表达式"
        onChange={(e) => setText(e.target.value)}
        onBlur={() => update(parseCron(text))}
        onPressEnter={() => update(parseCron(text))}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        最近 10 次运行时间
      </Typography.Title>
      {preview?.error ? (
        <Alert type="error" showIcon message={preview.error} />
      ) : (
        <List
          size="small"
          bordered
          loading={preview === null}
          dataSource={preview?.runs ?? []}
          locale={{ emptyText: '没有将来的运行时间' }}
          renderItem={(run, i) => (
            <List.Item data-testid="cron-run">
              第 {i + 1} 次：{runFormat.format(run)}
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
