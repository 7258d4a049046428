import { type AccountSlipFiles, XLSX_CONTENT_TYPE } from '@xinmiao/shared';
import { Alert, Button, Modal, Space } from 'antd';
import { saveBlob } from '../../../api/download.ts';

function save(base64: string, type: string, fileName: string): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  saveBlob(new Blob([bytes], { type }), fileName);
}

/**
 * The account slip of accounts just created or reset: the initial passwords exist only in these
 * files (the server keeps hashes), so they are offered once, here, for the 班主任 to print.
 */
export function AccountSlipModal({ slip, onClose }: { slip: AccountSlipFiles | null; onClose: () => void }) {
  return (
    <Modal title="学生账号单" open={slip !== null} onCancel={onClose} footer={null} destroyOnHidden>
      <Alert
        type="warning"
        showIcon
        message="初始密码只在这里提供一次，系统不保存。请立即下载并打印，按行剪下发给学生本人；遗失时只能重置密码、重新打印。"
        style={{ marginBottom: 16 }}
      />
      {slip && (
        <Space>
          <Button type="primary" onClick={() => save(slip.pdf, 'application/pdf', `${slip.fileName}.pdf`)}>
            下载 PDF
          </Button>
          <Button onClick={() => save(slip.xlsx, XLSX_CONTENT_TYPE, `${slip.fileName}.xlsx`)}>
            下载 Excel
          </Button>
        </Space>
      )}
    </Modal>
  );
}
