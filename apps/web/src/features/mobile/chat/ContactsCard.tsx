import type { CrisisContacts } from '@xinmiao/shared';
import { Alert, List, Typography } from 'antd';

/** Whom to call now: the school's hotlines and the centre's on-duty contact, each a tap to dial. */
export function ContactsCard({ contacts }: { contacts: CrisisContacts }) {
  const lines = [
    ...contacts.hotlines,
    ...(contacts.onDutyPhone
      ? [
          {
            name: contacts.onDutyName || '心理中心值班',
            phone: contacts.onDutyPhone,
            hours: contacts.onDutyHours,
          },
        ]
      : []),
  ];
  return (
    <Alert
      type="error"
      showIcon
      message="你并不孤单，随时可以找人聊聊"
      description={
        <>
          <List
            size="small"
            dataSource={lines}
            renderItem={(line) => (
              <List.Item>
                {line.name}：<a href={`tel:${line.phone.replace(/[^\d+-]/g, '')}`}>{line.phone}</a>
                {line.hours ? `（${line.hours}）` : ''}
              </List.Item>
            )}
          />
          {contacts.note && (
            <Typography.Paragraph style={{ margin: 0 }}>{contacts.note}</Typography.Paragraph>
          )}
        </>
      }
    />
  );
}
