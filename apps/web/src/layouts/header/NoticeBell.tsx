import { BellOutlined } from '@ant-design/icons';
import type { NoticeItem } from '@xinmiao/shared';
import { Badge, Popover, Tabs } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { reportError } from '../../api/error-display.ts';
import { NoticeDetailModal } from './NoticeDetailModal.tsx';
import { NoticeList } from './NoticeList.tsx';
import './notice-bell.css';
import { useNotices } from './use-notices.ts';

/** Notification bell of spec §2: 通知 and 系统消息 tabs of unread items, live over the websocket. */
export function NoticeBell() {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<NoticeItem | null>(null);
  const { data, markRead } = useNotices();
  const anntTotal = data?.anntMsgTotal ?? 0;
  const sysTotal = data?.sysMsgTotal ?? 0;

  const show = (notice: NoticeItem) => {
    setOpen(false);
    setShown(notice);
    markRead(notice.id).catch(reportError);
  };

  const content = (
    <div style={{ width: 300 }}>
      <Tabs
        centered
        items={[
          {
            key: 'notice',
            label: `通知(${anntTotal})`,
            children: <NoticeList items={data?.anntMsgList ?? []} empty="暂无通知" onOpen={show} />,
          },
          {
            key: 'system',
            label: `系统消息(${sysTotal})`,
            children: <NoticeList items={data?.sysMsgList ?? []} empty="暂无系统消息" onOpen={show} />,
          },
        ]}
      />
      <div style={{ textAlign: 'center', borderTop: '1px solid #f0f0f0', paddingTop: 8 }}>
        <Link to="/isps/userAnnouncement" onClick={() => setOpen(false)}>
          查看更多
        </Link>
      </div>
    </div>
  );
  return (
    <>
      <Popover content={content} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen}>
        <button type="button" className="header-action" aria-label="消息通知">
          <Badge count={anntTotal + sysTotal} size="small">
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        </button>
      </Popover>
      <NoticeDetailModal notice={shown} onClose={() => setShown(null)} />
    </>
  );
}
