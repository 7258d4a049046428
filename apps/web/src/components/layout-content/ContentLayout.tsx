import { Card, Tabs, type TabsProps, Typography } from 'antd';
import type { ReactNode } from 'react';

type Props = {
  /** Optional header: a title and a line of description. */
  title?: ReactNode;
  description?: ReactNode;
  /** Optional search area above the content. */
  search?: ReactNode;
  /** Optional tabs under the header; the content shows below them. */
  tabs?: TabsProps['items'];
  activeTab?: string;
  onTabChange?: (key: string) => void;
  children?: ReactNode;
};

/** Layout content wrapper (spec §2): optional header, search and tabs around a page's content. */
export function ContentLayout({ title, description, search, tabs, activeTab, onTabChange, children }: Props) {
  return (
    <div className="content-layout">
      {(title || description) && (
        <div style={{ marginBottom: 16 }}>
          {title && (
            <Typography.Title level={4} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
          )}
          {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
        </div>
      )}
      {tabs && <Tabs items={tabs} activeKey={activeTab} onChange={onTabChange} />}
      {search && (
        <Card size="small" style={{ marginBottom: 16 }} data-testid="content-layout-search">
          {search}
        </Card>
      )}
      {children}
    </div>
  );
}
