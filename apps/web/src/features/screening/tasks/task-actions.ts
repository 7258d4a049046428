import type { ScreeningTask } from '@xinmiao/shared';

export type TaskAction = 'publish' | 'pause' | 'resume' | 'close' | 'makeup' | 'delete';

/** The lifecycle buttons a task offers in its current status (the server re-checks each). */
export function actionsFor(task: Pick<ScreeningTask, 'taskStatus'>): TaskAction[] {
  switch (task.taskStatus) {
    case 'draft':
      return ['publish', 'delete'];
    case 'scheduled':
      return ['pause', 'close'];
    case 'open':
    case 'makeup':
      return ['pause', 'close'];
    case 'paused':
      return ['resume', 'close'];
    case 'closed':
      return ['makeup'];
    default:
      return [];
  }
}

export const ACTION_TEXT: Record<TaskAction, { label: string; confirm: string }> = {
  publish: { label: '发布', confirm: '发布后将固定量表版本并分配给符合条件的学生，确定发布吗？' },
  pause: { label: '暂停', confirm: '暂停后学生暂时不能作答，确定暂停吗？' },
  resume: { label: '恢复', confirm: '确定恢复测评吗？' },
  close: { label: '结束', confirm: '结束后学生不能再作答（可再开启补测），确定结束吗？' },
  makeup: { label: '开启补测', confirm: '' },
  delete: { label: '删除', confirm: '确定删除这个草稿吗？' },
};
