import { Popover, Space, Typography } from 'antd';

const SHOWN = 3;

/** The records one read returned: the first few inline, all of them (copyable) on hover. */
export function RecordIdsCell({ ids }: { ids: string[] }) {
  if (ids.length === 0) return '-';
  const all = (
    <Typography.Paragraph copyable={{ text: ids.join(',') }} style={{ maxWidth: 360, margin: 0 }}>
      {ids.join('、')}
    </Typography.Paragraph>
  );
  return (
    <Space size={4} wrap>
      {ids.slice(0, SHOWN).map((id) => (
        <Typography.Text key={id} code>
          {id}
        </Typography.Text>
      ))}
      {ids.length > SHOWN && (
        <Popover content={all} title={`共 ${ids.length} 条记录`}>
          <Typography.Link>等 {ids.length} 条</Typography.Link>
        </Popover>
      )}
    </Space>
  );
}
