import type { ScreeningTask } from '@xinmiao/shared';
import { Button, DatePicker, Popconfirm, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { ACTION_TEXT, actionsFor, type TaskAction } from './task-actions.ts';

const REMINDABLE = new Set(['open', 'makeup']);

/** Whether a task in this status can be reminded (催测): only while students may answer. */
export const remindable = (task: Pick<ScreeningTask, 'taskStatus'> | undefined): boolean =>
  REMINDABLE.has(task?.taskStatus ?? '');

type Reminded = { units: number; students: number; recipients: number };

/** What a 催测 did, in words (for the whole task, or one unit of the progress table). */
export function remindText(done: Reminded, unit: boolean): string {
  if (done.units) return `已提醒 ${done.students} 名学生、${done.recipients} 位老师（${done.units} 个单位）`;
  return unit ? '该单位的学生均已完成' : '各班级进度均已达标';
}

type Props = {
  task: Pick<ScreeningTask, 'taskStatus'>;
  /** The reader may run the lifecycle (发布, 暂停, 恢复, 结束, 开启补测). */
  mayAct: boolean;
  mayDelete: boolean;
  /** `makeupEndAt` is the chosen 补测截止 (`YYYY-MM-DD HH:mm:ss`), empty for other actions. */
  onAction: (action: TaskAction, makeupEndAt: string) => void;
  /** Present when the reader may 催测 this task now. */
  onRemind?: (() => void) | undefined;
  /** Further buttons of the page (the centre's 重新计分). */
  children?: ReactNode;
};

/** A task's lifecycle buttons and 催测, shared by 测评任务 and 生涯调查 (each page its own routes). */
export function TaskActionButtons({ task, mayAct, mayDelete, onAction, onRemind, children }: Props) {
  const [makeupEnd, setMakeupEnd] = useState<Dayjs | null>(null);
  const actions = mayAct ? actionsFor(task).filter((a) => a !== 'delete' || mayDelete) : [];
  return (
    <Space wrap style={{ margin: '16px 0' }}>
      {actions.map((action) =>
        action === 'makeup' ? (
          <Space key={action}>
            <DatePicker showTime placeholder="补测截止时间" value={makeupEnd} onChange={setMakeupEnd} />
            <Popconfirm
              title="确定开启补测吗？"
              onConfirm={() => onAction(action, makeupEnd ? makeupEnd.format('YYYY-MM-DD HH:mm:ss') : '')}
            >
              <Button>{ACTION_TEXT[action].label}</Button>
            </Popconfirm>
          </Space>
        ) : (
          <Popconfirm key={action} title={ACTION_TEXT[action].confirm} onConfirm={() => onAction(action, '')}>
            <Button type={action === 'publish' ? 'primary' : 'default'} danger={action === 'delete'}>
              {ACTION_TEXT[action].label}
            </Button>
          </Popconfirm>
        ),
      )}
      {onRemind && (
        <Popconfirm title="提醒完成率低于 80% 的班级？" onConfirm={onRemind}>
          <Button>催测</Button>
        </Popconfirm>
      )}
      {children}
    </Space>
  );
}
