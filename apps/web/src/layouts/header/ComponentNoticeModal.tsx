import { Modal, Spin } from 'antd';
import { Suspense } from 'react';
import type { AppRoute } from '../../access/build-routes.ts';
import { pageLookup } from '../../access/page-lookup.ts';

/** JeecgBoot's component-type notice: the console page opens in a dialog over the current one. */
export function ComponentNoticeModal({ page, onClose }: { page: AppRoute | null; onClose: () => void }) {
  const Page = page ? pageLookup().component(page.component) : null;
  return (
    <Modal
      open={page !== null}
      onCancel={onClose}
      title={page?.title}
      width="80%"
      style={{ top: 24 }}
      destroyOnHidden
      footer={null}
    >
      {Page && (
        <Suspense fallback={<Spin />}>
          <Page />
        </Suspense>
      )}
    </Modal>
  );
}
