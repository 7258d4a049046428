import { levelOf } from '@xinmiao/shared';
import { Tag } from 'antd';
import { useLevels } from './use-levels.ts';

/**
 * A warning level in the school's name and colour. `suggested` marks a level no one has confirmed
 * yet (an open case's proposal): outlined, with 建议 before the name.
 */
export function LevelTag({ level, suggested = false }: { level: number | null; suggested?: boolean }) {
  const spec = levelOf(useLevels(), level);
  if (suggested) {
    return (
      <Tag
        data-testid="level-tag"
        style={{ borderColor: spec.color, color: spec.color, background: 'transparent' }}
      >
        {`建议${spec.label}`}
      </Tag>
    );
  }
  return (
    <Tag data-testid="level-tag" color={spec.color}>
      {spec.label}
    </Tag>
  );
}
