import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { ImportJobRoutes, ImportPreview, ImportRowError } from '@xinmiao/shared';
import { Alert, App, Button, Checkbox, Modal, Progress, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { downloadRoute } from '../../../api/download.ts';
import { reportError } from '../../../api/error-display.ts';
import { uploadFile } from './upload.ts';
import type { ImportJobState } from './use-import-job.ts';

const errorColumns = [
  { title: '行号', dataIndex: 'row', width: 70 },
  { title: '列', dataIndex: 'field', width: 110 },
  { title: '问题', dataIndex: 'message' },
];

function ErrorTable({ errors }: { errors: readonly ImportRowError[] }) {
  return (
    <Table
      size="small"
      rowKey={(e) => `${e.row}-${e.field}-${e.message}`}
      columns={errorColumns}
      dataSource={[...errors]}
      pagination={{ pageSize: 5, size: 'small' }}
    />
  );
}

/** Progress of a background import; polled until it ends, so it survives closing or reloading the page. */
export function ImportProgress({
  routes,
  jobId,
  onFinished,
}: {
  routes: ImportJobRoutes;
  jobId: string;
  onFinished: () => void;
}) {
  const status = useQuery({
    queryKey: ['school', 'import', jobId],
    queryFn: () => api(routes.status, { query: { id: jobId } }),
    refetchInterval: (q) => {
      const s = q.state.data?.status;
      return s === 'done' || s === 'failed' ? false : 1000;
    },
  });
  const job = status.data;
  if (!job) return <Progress percent={0} />;
  const finished = job.status === 'done' || job.status === 'failed';
  const percent = job.total ? Math.floor((job.processed / job.total) * 100) : finished ? 100 : 0;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Progress
        percent={percent}
        status={job.status === 'failed' ? 'exception' : finished ? 'success' : 'active'}
      />
      {finished && (
        <Alert
          type={job.status === 'failed' ? 'error' : job.errorCount ? 'warning' : 'success'}
          message={job.message ?? ''}
          action={
            <Button size="small" onClick={onFinished}>
              刷新列表
            </Button>
          }
        />
      )}
      {job.errorCount > 0 && (
        <>
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              downloadRoute(routes.errorWorkbook, { query: { id: jobId } }, '错误数据.xlsx').catch(
                reportError,
              )
            }
          >
            下载错误报告
          </Button>
          <ErrorTable errors={job.errors} />
        </>
      )}
    </Space>
  );
}

/**
 * 导入学生 / 导入教职工: template, dry-run preview, then a background job. The job id lives in the page
 * URL (`importJob`, kept by `useImportJob`), so a reload reopens this dialog on the same job;
 * `onImported` after 刷新列表 closed it.
 */
export function ImportJobModal({
  title,
  routes,
  job,
  onImported,
}: {
  title: string;
  routes: ImportJobRoutes;
  job: ImportJobState;
  onImported: () => void;
}) {
  const { jobId, open, setJob: onJob, close: onClose } = job;
  const onFinished = () => {
    onClose();
    onImported();
  };
  const [file, setFile] = useState<File | null>(null);
  const [allOrNothing, setAllOrNothing] = useState(false);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const { message } = App.useApp();
  const fields = () => ({ allOrNothing: allOrNothing ? '1' : '0' });
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={title} open={open} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      {jobId ? (
        <ImportProgress routes={routes} jobId={jobId} onFinished={onFinished} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => downloadRoute(routes.template, {}, `${title}模板.xlsx`).catch(reportError)}
            >
              下载模板
            </Button>
            <Upload
              accept=".xlsx"
              maxCount={1}
              beforeUpload={(f) => {
                setFile(f);
                setPreview(null);
                return false;
              }}
              onRemove={() => setFile(null)}
            >
              <Button icon={<UploadOutlined />}>选择文件</Button>
            </Upload>
            <Checkbox checked={allOrNothing} onChange={(e) => setAllOrNothing(e.target.checked)}>
              有错误行时全部不导入
            </Checkbox>
          </Space>
          {preview && (
            <Alert
              type={preview.errors.length ? 'warning' : 'success'}
              message={`预检：共 ${preview.total} 行，可导入 ${preview.valid} 行，错误 ${preview.total - preview.valid} 行`}
            />
          )}
          {preview && preview.errors.length > 0 && <ErrorTable errors={preview.errors} />}
          <Space>
            <Button
              disabled={!file}
              loading={busy}
              onClick={() =>
                file && run(async () => setPreview(await uploadFile(routes.preview, file, fields())))
              }
            >
              预检
            </Button>
            <Button
              type="primary"
              disabled={!file}
              loading={busy}
              onClick={() =>
                file &&
                run(async () => {
                  const { jobId: started } = await uploadFile(routes.start, file, fields());
                  message.success('导入任务已开始');
                  onJob(started);
                })
              }
            >
              开始导入
            </Button>
          </Space>
        </Space>
      )}
    </Modal>
  );
}
