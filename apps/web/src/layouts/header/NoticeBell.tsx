import { BellOutlined } from '@ant-design/icons';
import { Badge, Empty, Popover, Tabs } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';

/** Notification bell with the two tabs of spec §2; announcements are not wired yet, so both are empty. */
export function NoticeBell() {
  const [open, setOpen] = useState(false);
  const empty = (text: string) => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
  const content = (
    <div style={{ width: 300 }}>
      <Tabs
        centered
        items={[
          { key: 'notice', label: '通知(0)', children: empty('暂无通知') },
          { key: 'system', label: '系统消息(0)', children: empty('暂无系统消息') },
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
    <Popover content={content} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen}>
      <button type="button" className="header-action" aria-label="消息通知">
        <Badge count={0} size="small">
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </button>
    </Popover>
  );
}
