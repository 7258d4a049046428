import type { NoticeItem } from '@xinmiao/shared';
import { Empty } from 'antd';
import { PriorityTag } from './PriorityTag.tsx';

/** One tab of the bell: unread notices, newest first; clicking one opens it. */
export function NoticeList({
  items,
  empty,
  onOpen,
}: {
  items: readonly NoticeItem[];
  empty: string;
  onOpen: (notice: NoticeItem) => void;
}) {
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <div>
      {items.map((n) => (
        <button key={n.id} type="button" className="notice-list__item" onClick={() => onOpen(n)}>
          <div className="notice-list__title">
            <PriorityTag priority={n.priority} />
            <span>{n.titile}</span>
          </div>
          <div className="notice-list__time">
            {n.sender ?? ''} {n.sendTime ?? ''}
          </div>
        </button>
      ))}
    </div>
  );
}
