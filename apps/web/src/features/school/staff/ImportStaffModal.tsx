import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { type StaffImportResult, staffImportRoutes } from '@xinmiao/shared';
import { Alert, Button, Checkbox, Modal, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../app/error-display.ts';
import { downloadWorkbook } from '../common/download.ts';
import { uploadFile } from '../students/upload.ts';

/** 导入教职工: one request (staff lists are small); bad rows are listed, good rows are in. */
export function ImportStaffModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [allOrNothing, setAllOrNothing] = useState(false);
  const [result, setResult] = useState<StaffImportResult | null>(null);
  const [busy, setBusy] = useState(false);
  const start = async () => {
    if (!file) return;
    setBusy(true);
    try {
      setResult(
        await uploadFile(staffImportRoutes.importExcel, file, { allOrNothing: allOrNothing ? '1' : '0' }),
      );
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title="导入教职工" open={open} onCancel={onClose} footer={null} width={680} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => api(staffImportRoutes.template).then(downloadWorkbook, reportError)}
          >
            下载模板
          </Button>
          <Upload
            accept=".xlsx"
            maxCount={1}
            beforeUpload={(f) => {
              setFile(f);
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <Button icon={<UploadOutlined />}>选择文件</Button>
          </Upload>
          <Checkbox checked={allOrNothing} onChange={(e) => setAllOrNothing(e.target.checked)}>
            有错误行时全部不导入
          </Checkbox>
          <Button type="primary" disabled={!file} loading={busy} onClick={start}>
            开始导入
          </Button>
        </Space>
        {result && (
          <Alert
            type={result.errorCount ? 'warning' : 'success'}
            message={`总上传行数：${result.total}，已导入行数：${result.okCount}，错误行数：${result.errorCount}`}
          />
        )}
        {result && result.errors.length > 0 && (
          <Table
            size="small"
            rowKey={(e) => `${e.row}-${e.field}-${e.message}`}
            dataSource={result.errors}
            pagination={{ pageSize: 5, size: 'small' }}
            columns={[
              { title: '行号', dataIndex: 'row', width: 70 },
              { title: '列', dataIndex: 'field', width: 100 },
              { title: '问题', dataIndex: 'message' },
            ]}
          />
        )}
      </Space>
    </Modal>
  );
}
