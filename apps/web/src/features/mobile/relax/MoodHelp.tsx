import type { MoodHelp as Help } from '@xinmiao/shared';
import { Alert, Button, List, Typography } from 'antd';
import { useNavigate } from 'react-router';

const dial = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Shown at once when a mood rule is met: care, the school's hotlines and on-duty contact (tap to
 * dial) and the way to book counselling. Never a diagnosis.
 */
export function MoodHelp({ help }: { help: Help }) {
  const navigate = useNavigate();
  const { contacts } = help;
  return (
    <Alert
      type="info"
      showIcon
      role="alert"
      style={{ marginBottom: 16, fontSize: 16 }}
      message="谢谢你愿意记录自己的感受"
      description={
        <div>
          <p>最近好像有些辛苦。你不必一个人扛着，下面的老师和热线随时愿意听你说说。</p>
          {contacts.onDutyName && (
            <p>
              {contacts.onDutyName}：<a href={dial(contacts.onDutyPhone)}>{contacts.onDutyPhone}</a>
              {contacts.onDutyHours && (
                <Typography.Text type="secondary">（{contacts.onDutyHours}）</Typography.Text>
              )}
            </p>
          )}
          {contacts.hotlines.length > 0 && (
            <List
              size="small"
              dataSource={contacts.hotlines}
              renderItem={(h) => (
                <List.Item>
                  <span>{h.name}</span>
                  <a href={dial(h.phone)} style={{ fontSize: 17 }}>
                    {h.phone}
                  </a>
                </List.Item>
              )}
              style={{ marginBottom: 12 }}
            />
          )}
          {contacts.note && <p>{contacts.note}</p>}
          <Button
            type="primary"
            block
            size="large"
            style={{ minHeight: 48 }}
            onClick={() => navigate('/m/counselling?kind=psych')}
          >
            预约心理咨询
          </Button>
        </div>
      }
    />
  );
}
