import { Anchor, Card, Col, Row } from 'antd';
import { Suspense } from 'react';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { useDevice } from '../../../hooks/use-device.ts';
import { GALLERY_SECTIONS } from './sections/index.ts';

/**
 * 系统管理 → 组件示例: every shared widget working against the real server. The sections keep one
 * place in the tree on every width (only the anchor column comes and goes), so a window that
 * crosses the phone breakpoint, even for a moment, keeps what was typed into them.
 */
export function GalleryPage() {
  const mobile = useDevice() === 'mobile';
  return (
    <Row gutter={16}>
      <Col flex="auto" style={{ minWidth: 0 }}>
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
      </Col>
      {!mobile && (
        <Col flex="160px">
          <Anchor
            offsetTop={80}
            items={GALLERY_SECTIONS.map(({ key, title }) => ({ key, href: `#gallery-${key}`, title }))}
          />
        </Col>
      )}
    </Row>
  );
}
