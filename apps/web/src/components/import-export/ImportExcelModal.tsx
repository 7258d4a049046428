import { InboxOutlined } from '@ant-design/icons';
import type { RouteDef } from '@xinmiao/shared';
import { Alert, App, Button, Modal, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { downloadStored } from '../../api/download.ts';
import { reportError } from '../../api/error-display.ts';
import { IMPORT_MESSAGES, type ImportOutcome, importOutcome, isSpreadsheet } from './import-outcome.ts';
import { postImport } from './import-request.ts';

type Props = {
  open: boolean;
  title?: string;
  /** The module's `importExcel` route. */
  route: RouteDef;
  /** Multipart field of the file: ours take `file`, JeecgBoot's generic import `files[]`. */
  fieldName?: string;
  query?: Record<string, string>;
  /** The route's path parameters (an online form's `code`). */
  params?: Record<string, string>;
  onClose: () => void;
  onImported: () => void;
};

/** Excel import dialog (width 600, spec §4, §5, §8): one .xls/.xlsx, 开始导入 disabled until chosen. */
export function ImportExcelModal({
  open,
  title = '导入',
  route,
  fieldName = 'file',
  query,
  params,
  onClose,
  onImported,
}: Props) {
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);

  const close = () => {
    setFile(null);
    setOutcome(null);
    onClose();
  };
  const start = async () => {
    if (!file) return void message.warning('没有文件上传');
    setBusy(true);
    try {
      const result = importOutcome(await postImport(route, file, fieldName, query, params), file.name);
      setOutcome(result);
      if (result.kind === 'done') {
        message.success(result.message);
        onImported();
        close();
      } else if (result.kind === 'partial') {
        message.warning(IMPORT_MESSAGES.partial);
        onImported();
      } else {
        message.warning(result.message);
      }
    } catch {
      setOutcome({ kind: 'failed', message: IMPORT_MESSAGES.uploadFailed });
      message.warning(IMPORT_MESSAGES.uploadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      width={600}
      destroyOnHidden
      onCancel={close}
      footer={
        <Space>
          <Button onClick={close}>关闭</Button>
          <Button type="primary" disabled={!file} loading={busy} onClick={start}>
            {busy ? '上传中...' : '开始导入'}
          </Button>
        </Space>
      }
    >
      <Upload.Dragger
        accept=".xls,.xlsx"
        maxCount={1}
        fileList={file ? [{ uid: 'picked', name: file.name, status: busy ? 'uploading' : 'done' }] : []}
        beforeUpload={(picked) => {
          if (!isSpreadsheet(picked.name)) {
            message.warning(IMPORT_MESSAGES.wrongType);
            return Upload.LIST_IGNORE;
          }
          setFile(picked);
          setOutcome(null);
          return false;
        }}
        onRemove={() => {
          setFile(null);
          setOutcome(null);
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>点击或拖拽 .xls / .xlsx 文件到此处</p>
      </Upload.Dragger>
      {outcome?.kind === 'partial' && (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          showIcon
          title={IMPORT_MESSAGES.partial}
          description={
            <Space orientation="vertical">
              <span>{outcome.message}</span>
              {outcome.errorFile && (
                <Typography.Link
                  onClick={() =>
                    outcome.errorFile && downloadStored(outcome.errorFile, '错误数据.xlsx').catch(reportError)
                  }
                >
                  下载错误数据
                </Typography.Link>
              )}
            </Space>
          }
        />
      )}
      {outcome?.kind === 'failed' && (
        <Alert style={{ marginTop: 12 }} type="error" showIcon title={outcome.message} />
      )}
    </Modal>
  );
}
