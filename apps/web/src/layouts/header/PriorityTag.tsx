import { ANNOUNCEMENT_PRIORITIES, type AnnouncementPriority } from '@xinmiao/shared';
import { Tag } from 'antd';

const PRIORITY_COLOR: Record<AnnouncementPriority, string> = { L: 'blue', M: 'orange', H: 'red' };

/** 一般 / 重要 / 紧急 as a coloured tag. */
export function PriorityTag({ priority }: { priority: AnnouncementPriority }) {
  return <Tag color={PRIORITY_COLOR[priority]}>{ANNOUNCEMENT_PRIORITIES[priority]}</Tag>;
}
