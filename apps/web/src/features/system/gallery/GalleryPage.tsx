import { Anchor, Card, Col, Row } from 'antd';
import { Suspense } from 'react';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { useDevice } from '../../../hooks/use-device.ts';
import { GALLERY_SECTIONS } from './sections/index.ts';

/** 系统管理 → 组件示例: every shared widget working against the real server. */
export function GalleryPage() {
  const mobile = useDevice() === 'mobile';
  const sections = (
    <>
      {GALLERY_SECTIONS.map(({ key, title, element: Demo }) => (
        <Card
          key={key}
          id={`gallery-${key}`}
          title={title}
          style={{ marginBottom: 16 }}
          data-testid={`gallery-${key}`}
        >
          <Suspense fallback={<PageLoading />}>
            <Demo />
          </Suspense>
        </Card>
      ))}
    </>
  );
  if (mobile) return sections;
  return (
    <Row gutter={16}>
      <Col flex="auto" style={{ minWidth: 0 }}>
        {sections}
      </Col>
      <Col flex="160px">
        <Anchor
          offsetTop={80}
          items={GALLERY_SECTIONS.map(({ key, title }) => ({ key, href: `#gallery-${key}`, title }))}
        />
      </Col>
    </Row>
  );
}
