import { PaperClipOutlined } from '@ant-design/icons';
import {
  GROWTH_KINDS,
  type GrowthAttachment,
  type GrowthKind,
  type GrowthTimeline,
  growthAttachmentSchema,
} from '@xinmiao/shared';
import { Button, Empty, Pagination, Select, Space, Tag, Timeline, Typography } from 'antd';

const kindText = (k: string) => GROWTH_KINDS[k as GrowthKind] ?? k;

function attachmentsOf(payload: Record<string, unknown>): GrowthAttachment[] {
  const parsed = growthAttachmentSchema.array().safeParse(payload.attachments);
  return parsed.success ? parsed.data : [];
}

export type TimelineFilter = { kind?: GrowthKind; year?: number; pageNo: number };
export const TIMELINE_PAGE_SIZE = 50;

/** A growth-file timeline with its kind and school-year filters and pages (console and /m). */
export function GrowthTimelineView({
  file,
  filter,
  onFilter,
  onAttachment,
}: {
  file: GrowthTimeline;
  filter: TimelineFilter;
  onFilter: (next: TimelineFilter) => void;
  /** Opens a record's file (the console's session); without it the names are shown only. */
  onAttachment?: (attachment: GrowthAttachment) => void;
}) {
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder="全部类型"
          value={filter.kind}
          onChange={(kind?: GrowthKind) => onFilter({ ...filter, kind, pageNo: 1 })}
          options={Object.entries(GROWTH_KINDS).map(([value, label]) => ({ value, label }))}
        />
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder="全部学年"
          value={filter.year}
          onChange={(year?: number) => onFilter({ ...filter, year, pageNo: 1 })}
          options={file.years.map((y) => ({ value: y, label: `${y}-${y + 1}学年` }))}
        />
      </Space>
      {file.events.length === 0 ? (
        <Empty description="暂无记录" />
      ) : (
        <Timeline
          items={file.events.map((e) => ({
            key: e.id,
            children: (
              <Space direction="vertical" size={0}>
                <Space wrap>
                  <Tag>{kindText(e.kind)}</Tag>
                  <Typography.Text strong>{e.title}</Typography.Text>
                </Space>
                <Typography.Text type="secondary">{e.eventTime}</Typography.Text>
                {attachmentsOf(e.payload).length > 0 && (
                  <Space wrap size={4}>
                    {attachmentsOf(e.payload).map((a) =>
                      onAttachment ? (
                        <Button
                          key={a.key}
                          type="link"
                          size="small"
                          icon={<PaperClipOutlined />}
                          onClick={() => onAttachment(a)}
                        >
                          {a.name}
                        </Button>
                      ) : (
                        <Typography.Text key={a.key} type="secondary">
                          <PaperClipOutlined /> {a.name}
                        </Typography.Text>
                      ),
                    )}
                  </Space>
                )}
              </Space>
            ),
          }))}
        />
      )}
      {file.total > TIMELINE_PAGE_SIZE && (
        <Pagination
          size="small"
          current={filter.pageNo}
          pageSize={TIMELINE_PAGE_SIZE}
          total={file.total}
          showSizeChanger={false}
          onChange={(pageNo) => onFilter({ ...filter, pageNo })}
        />
      )}
    </Space>
  );
}
