import { useQuery } from '@tanstack/react-query';
import { type LectureRecord, lectureRoutes } from '@xinmiao/shared';
import { Descriptions, Modal, QRCode, Spin, Typography } from 'antd';
import { api } from '../../../api/client.ts';

/** 报名链接: the signed link and its QR code for guardians, and the check-in code to announce. */
export function LinkModal({ lecture, onClose }: { lecture: LectureRecord | null; onClose: () => void }) {
  const link = useQuery({
    queryKey: ['lectures', 'link', lecture?.id],
    queryFn: () => api(lectureRoutes.link, { query: { id: lecture?.id ?? '' } }),
    enabled: lecture !== null,
  });
  const url = link.data ? `${window.location.origin}${link.data.path}` : '';
  return (
    <Modal
      open={lecture !== null}
      onCancel={onClose}
      footer={null}
      title={`报名链接 · ${lecture?.title ?? ''}`}
      destroyOnHidden
    >
      {!url ? (
        <Spin />
      ) : (
        <>
          <QRCode value={url} size={200} style={{ margin: '0 auto 16px' }} />
          <Descriptions column={1} size="small">
            <Descriptions.Item label="报名链接">
              <Typography.Paragraph copyable style={{ marginBottom: 0, wordBreak: 'break-all' }}>
                {url}
              </Typography.Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label="签到码">
              <Typography.Text strong copyable>
                {lecture?.checkInCode}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph type="secondary">
            家长扫码或打开链接报名；讲座开始前 1
            小时起，在会场或直播中公布签到码，家长在报名页输入签到码完成签到。
            {lecture?.status === '0' && ' 讲座仍是草稿，发布为“报名中”后家长才能打开链接。'}
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
