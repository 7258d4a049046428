import { InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Modal, Space, Upload } from 'antd';
import { useState } from 'react';
import { downloadStored } from '../../../api/download.ts';
import { reportError } from '../../../api/error-display.ts';
import { type ImportOutcome, importUsers } from './user-files.ts';

/**
 * 导入 (spec §4 import dialog): an .xlsx in the export's layout; 校验 checks only, 导入 writes all rows
 * or none. Refused rows come back as a workbook listing each row and why.
 */
export function ImportUsersModal({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const { message } = App.useApp();

  const close = () => {
    setFile(null);
    setOutcome(null);
    onClose();
  };
  const run = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    try {
      const result = await importUsers(file, dryRun);
      setOutcome(result);
      if (result.kind === 'ok' && !dryRun) {
        message.success(`${file.name} 文件上传成功`);
        onImported();
        close();
      }
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title="导入用户"
      open={open}
      width={600}
      onCancel={close}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={close}>关闭</Button>
          <Button disabled={!file} loading={busy} onClick={() => run(true)}>
            校验
          </Button>
          <Button type="primary" disabled={!file} loading={busy} onClick={() => run(false)}>
            开始导入
          </Button>
        </Space>
      }
    >
      <Upload.Dragger
        accept=".xls,.xlsx"
        maxCount={1}
        beforeUpload={(picked) => {
          setFile(picked);
          setOutcome(null);
          return false;
        }}
        onRemove={() => {
          setFile(null);
          setOutcome(null);
        }}
        fileList={file ? [{ uid: 'picked', name: file.name, status: 'done' }] : []}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>点击或拖拽 .xlsx 文件到这里</p>
        <p style={{ color: '#888' }}>
          格式同导出文件：登录账号、真实姓名、初始密码必填；部门编码、角色编码可填多个（逗号分隔）
        </p>
      </Upload.Dragger>
      {outcome && (
        <Alert
          style={{ marginTop: 16 }}
          type={outcome.kind === 'ok' ? 'success' : 'warning'}
          title={outcome.kind === 'rejected' ? '导入成功,但是有错误数据!' : outcome.message}
          description={
            outcome.kind === 'rejected' && (
              <Space orientation="vertical">
                <span>{outcome.message}</span>
                {outcome.result.fileUrl && (
                  <Button
                    type="link"
                    style={{ padding: 0 }}
                    onClick={() =>
                      downloadStored(
                        outcome.result.fileUrl ?? '',
                        outcome.result.fileName ?? '错误清单.xlsx',
                      ).catch(reportError)
                    }
                  >
                    下载错误清单
                  </Button>
                )}
              </Space>
            )
          }
        />
      )}
    </Modal>
  );
}
