import { ScheduleOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { CronEditorModal } from './CronEditorModal.tsx';

type Props = { value?: string; onChange?: (value: string) => void; placeholder?: string };

/** A form field for a Quartz cron expression: type it, or build it in the editor (选择). */
export function CronInput({ value = '', onChange, placeholder = '请输入cron表达式' }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          value={value}
          allowClear
          placeholder={placeholder}
          onChange={(e) => onChange?.(e.target.value)}
        />
        <Button icon={<ScheduleOutlined />} onClick={() => setOpen(true)}>
          选择
        </Button>
      </Space.Compact>
      <CronEditorModal
        open={open}
        value={value}
        onCancel={() => setOpen(false)}
        onOk={(expression) => {
          onChange?.(expression);
          setOpen(false);
        }}
      />
    </>
  );
}
