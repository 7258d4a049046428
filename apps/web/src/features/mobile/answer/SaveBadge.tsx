import { Tag } from 'antd';
import type { SaveState } from './autosave.ts';

const LOOK: Record<SaveState, { color: string; text: string }> = {
  saved: { color: 'green', text: '已保存' },
  saving: { color: 'blue', text: '保存中' },
  offline: { color: 'orange', text: '离线，恢复网络后自动保存' },
};

export function SaveBadge({ state }: { state: SaveState }) {
  const look = LOOK[state];
  return (
    <Tag color={look.color} data-save-state={state}>
      {look.text}
    </Tag>
  );
}
