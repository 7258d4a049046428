import { COURSE_MEDIA_TYPES, type UploadState } from '@xinmiao/shared';
import { Alert, Button, Progress, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { UploadInterrupted, uploadInChunks, uploadPercent } from './chunked-upload.ts';
import { courseUploadTransport } from './upload-transport.ts';

const CHUNK_SIZE = 4 * 1024 * 1024;
const ACCEPT = Object.keys(COURSE_MEDIA_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

type Props = {
  value?: string | null;
  onChange?: (fileId: string | null) => void;
  /** The name of the file already on the lesson. */
  currentName?: string | null;
};

/**
 * A lesson's video, audio or PDF, sent in 4 MB chunks. When the line drops the upload stops with
 * 继续上传, which asks the server where it stopped and sends only the rest of the same file.
 */
export function LessonFileField({ value, onChange, currentName }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadState | null>(null);
  const [busy, setBusy] = useState(false);
  const [stopped, setStopped] = useState<{ uploadId: string; message: string } | null>(null);

  const run = async (chosen: File, resumeId?: string) => {
    setBusy(true);
    setStopped(null);
    try {
      const fileId = await uploadInChunks(chosen, courseUploadTransport, {
        chunkSize: CHUNK_SIZE,
        resumeId,
        onProgress: setState,
      });
      onChange?.(fileId);
    } catch (error) {
      if (error instanceof UploadInterrupted)
        setStopped({ uploadId: error.uploadId, message: error.message });
      else setStopped({ uploadId: '', message: error instanceof Error ? error.message : '上传失败' });
    } finally {
      setBusy(false);
    }
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setState(null);
    onChange?.(null);
    void run(chosen);
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        aria-label="课时文件"
        onChange={(e) => {
          choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Space>
        <Button loading={busy} onClick={() => input.current?.click()}>
          {value || file ? '重新选择文件' : '选择文件'}
        </Button>
        <Typography.Text type="secondary">
          {file?.name ?? (value ? currentName : null) ?? 'MP4、WebM、MP3、M4A、WAV、OGG 或 PDF，最大 2 GB'}
        </Typography.Text>
      </Space>
      {state && <Progress percent={uploadPercent(state)} size="small" />}
      {stopped && (
        <Alert
          type="warning"
          showIcon
          message={stopped.message}
          action={
            file && stopped.uploadId ? (
              <Button size="small" onClick={() => void run(file, stopped.uploadId)}>
                继续上传
              </Button>
            ) : undefined
          }
        />
      )}
    </Space>
  );
}
