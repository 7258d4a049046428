import { levelOf } from '@xinmiao/shared';
import { Tag, Tooltip } from 'antd';
import type { CSSProperties } from 'react';
import { useLevels } from './use-levels.ts';

/** A tag no wider than its cell: a long school-given name ends in … (the tooltip holds it whole). */
const FIT: CSSProperties = {
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  marginInlineEnd: 0,
};

/**
 * A warning level in the school's name and colour. `suggested` marks a level no one has confirmed
 * yet (an open case's proposal): outlined, with 建议 before the name. `fit` keeps it inside a
 * narrow table cell.
 */
export function LevelTag({
  level,
  suggested = false,
  fit = false,
}: {
  level: number | null;
  suggested?: boolean;
  fit?: boolean;
}) {
  const spec = levelOf(useLevels(), level);
  const text = suggested ? `建议${spec.label}` : spec.label;
  const tag = suggested ? (
    <Tag
      data-testid="level-tag"
      style={{
        borderColor: spec.color,
        color: spec.color,
        background: 'transparent',
        ...(fit && FIT),
      }}
    >
      {text}
    </Tag>
  ) : (
    <Tag data-testid="level-tag" color={spec.color} style={fit ? FIT : undefined}>
      {text}
    </Tag>
  );
  return fit ? <Tooltip title={text}>{tag}</Tooltip> : tag;
}
