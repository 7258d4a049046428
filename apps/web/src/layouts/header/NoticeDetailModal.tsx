import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import type { NoticeItem } from '@xinmiao/shared';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAccessState } from '../../access/access-store.ts';
import type { AppRoute } from '../../access/build-routes.ts';
import { readStoredString } from '../../access/storage.ts';
import { StorageKey } from '../../access/storage-keys.ts';
import { shownImages } from '../../components/rich-text/own-images.ts';
import { ComponentNoticeModal } from './ComponentNoticeModal.tsx';
import { NOTICE_FRAME_SANDBOX, noticeDocument } from './notice-document.ts';
import { noticePage } from './notice-page.ts';

export const NOTICE_DIALOG_TITLE = '通知消息';

/**
 * Spec §2 notification detail dialog: 通知消息, full-screen toggle, 关闭 and 去处理 (url notices go to
 * the page, component notices open it in a dialog).
 */
export function NoticeDetailModal({ notice, onClose }: { notice: NoticeItem | null; onClose: () => void }) {
  const [full, setFull] = useState(false);
  const [opened, setOpened] = useState<AppRoute | null>(null);
  const navigate = useNavigate();
  const { built } = useAccessState();
  const component =
    notice?.openType === 'component' ? noticePage(notice.openPage, built?.routes ?? []) : null;
  const canHandle = (notice?.openType === 'url' && Boolean(notice.openPage)) || component !== null;
  const handle = () => {
    if (component) {
      setOpened(component);
      return;
    }
    onClose();
    if (notice?.openPage) navigate(notice.openPage);
  };
  const Toggle = full ? FullscreenExitOutlined : FullscreenOutlined;
  return (
    <>
      <Modal
        open={notice !== null}
        onCancel={onClose}
        width={full ? '100%' : '60%'}
        // The body alone takes 80% of the window (spec), so the dialog starts near the top to keep its footer in view.
        style={full ? { top: 0, paddingBottom: 0, maxWidth: '100vw' } : { top: 16, paddingBottom: 0 }}
        destroyOnHidden
        title={
          <div className="notice-detail__title">
            <span>{NOTICE_DIALOG_TITLE}</span>
            <Button
              type="text"
              size="small"
              icon={<Toggle />}
              aria-label={full ? '退出全屏' : '全屏'}
              onClick={() => setFull((v) => !v)}
            />
          </div>
        }
        styles={{ body: { height: '80vh', display: 'flex', flexDirection: 'column' } }}
        footer={[
          <Button key="close" onClick={onClose}>
            关闭
          </Button>,
          canHandle ? (
            <Button key="handle" type="primary" onClick={handle}>
              去处理
            </Button>
          ) : null,
        ]}
      >
        {notice && (
          <>
            <h3 className="notice-detail__heading">{notice.titile}</h3>
            <div className="notice-detail__meta">
              <span>发布人：{notice.sender ?? ''}</span>
              <span>发布时间：{notice.sendTime ?? ''}</span>
            </div>
            <iframe
              className="notice-detail__body"
              title={notice.titile}
              sandbox={NOTICE_FRAME_SANDBOX}
              srcDoc={noticeDocument(
                shownImages(notice.msgContent, readStoredString(StorageKey.accessToken)),
              )}
            />
          </>
        )}
      </Modal>
      <ComponentNoticeModal page={opened} onClose={() => setOpened(null)} />
    </>
  );
}
