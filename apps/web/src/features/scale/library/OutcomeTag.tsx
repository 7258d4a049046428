import { Tag } from 'antd';
import { LevelTag } from '../../../components/levels/LevelTag.tsx';

/** What a rule leads to: a warning level in the school's words, or an invalid sheet. */
export function OutcomeTag({ outcome }: { outcome: 1 | 2 | 3 | 'invalid' }) {
  return outcome === 'invalid' ? <Tag>无效答卷</Tag> : <LevelTag level={outcome} />;
}
