import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { ITEM_BANK_FILE_ACCEPT } from '@xinmiao/shared';
import { App, Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { reportError } from '../../../api/error-display.ts';
import { ScaleSelect } from './ScaleSelect.tsx';
import { downloadItemBankTemplate } from './template-download.ts';
import { uploadProblem } from './upload-messages.ts';

const HELP =
  '上传 .xlsx（第一个工作表：表头「题号 | 题目 | 选项1 | 选项2 …」，上方可有两行标题）或题库 .json，最大 5 MB。旧版 .xls 请先在 Excel 中另存为 .xlsx。先下载模板，只改题目和选项文字。';

/** 上传文件 tab: choose the scale, get its template, pick one file; the dialog's button starts the import. */
export function UploadBankTab({
  scale,
  onScale,
  file,
  onFile,
}: {
  scale: string | undefined;
  onScale: (code: string) => void;
  file: File | null;
  onFile: (file: File | null) => void;
}) {
  const { message } = App.useApp();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    if (!scale) return;
    setDownloading(true);
    try {
      await downloadItemBankTemplate(scale);
    } catch (error) {
      reportError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{HELP}</Typography.Text>
      <Space wrap>
        <ScaleSelect value={scale} onChange={onScale} />
        <Button
          type="link"
          icon={<DownloadOutlined />}
          disabled={!scale}
          loading={downloading}
          onClick={download}
          title={scale ? undefined : '请先选择量表'}
        >
          下载模板
        </Button>
      </Space>
      <Upload.Dragger
        accept={ITEM_BANK_FILE_ACCEPT}
        maxCount={1}
        fileList={file ? [{ uid: 'bank', name: file.name, status: 'done' }] : []}
        onRemove={() => onFile(null)}
        beforeUpload={(picked) => {
          const problem = uploadProblem(picked);
          if (problem) message.warning(problem);
          else onFile(picked);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>点击或拖拽 .xlsx / .json 题库文件到此处</p>
      </Upload.Dragger>
    </Space>
  );
}
