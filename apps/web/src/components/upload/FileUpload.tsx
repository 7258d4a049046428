import { LeftOutlined, PlusOutlined, RightOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { staticFileUrl } from '../../api/upload.ts';
import { postUpload } from './upload-request.ts';
import {
  filesOf,
  isImageFile,
  keepLast,
  moveFile,
  type StoredFile,
  toStringValue,
  UPLOAD_MESSAGES,
  uploadOutcome,
} from './upload-value.ts';

export type UploadValue = string | StoredFile[];

type Props = {
  value?: UploadValue;
  onChange?: (value: UploadValue) => void;
  /** `image` accepts images only and shows thumbnails with move left/right. */
  kind?: 'file' | 'image';
  /** Several files; otherwise a new upload replaces the previous one. */
  multiple?: boolean;
  /** Keep the last N files (0 = no limit). */
  keep?: number;
  /** `object` emits `{fileName, filePath, fileSize}[]`; `string` a comma list of paths. */
  mode?: 'string' | 'object';
  biz?: string;
  /** The reply field holding the stored path (spec §4). */
  responseName?: string;
  disabled?: boolean;
};

function toUploadFile(file: StoredFile): UploadFile {
  return {
    uid: file.filePath,
    name: file.fileName,
    size: file.fileSize,
    status: 'done',
    url: staticFileUrl(file.filePath),
    response: file,
  };
}

function storedOf(file: UploadFile): StoredFile | null {
  const stored = file.response as StoredFile | undefined;
  return file.status === 'done' && stored?.filePath ? stored : null;
}

/** File or image upload through `/sys/common/upload` (spec §3, §4). */
export function FileUpload({
  value,
  onChange,
  kind = 'file',
  multiple = false,
  keep = 0,
  mode = 'string',
  biz = 'temp',
  responseName = 'message',
  disabled,
}: Props) {
  const { message, modal } = App.useApp();
  const [fileList, setFileList] = useState<UploadFile[]>(() => filesOf(value).map(toUploadFile));
  const image = kind === 'image';

  const emit = (list: UploadFile[]) => {
    const stored = list.map(storedOf).filter((f): f is StoredFile => f !== null);
    onChange?.(mode === 'object' ? stored : toStringValue(stored));
  };
  const settle = (list: UploadFile[]) => {
    const kept = keepLast(list, multiple ? keep : 1);
    setFileList(kept);
    if (kept.every((f) => f.status !== 'uploading')) emit(kept);
  };
  const move = (file: UploadFile, direction: 'left' | 'right') => {
    const moved = moveFile(fileList, fileList.indexOf(file), direction);
    if ('error' in moved) return void message.warning(moved.error);
    settle(moved.files);
  };

  return (
    <Upload
      fileList={fileList}
      multiple={multiple}
      disabled={disabled}
      accept={image ? 'image/*' : undefined}
      listType={image ? 'picture-card' : 'text'}
      beforeUpload={(file) => {
        if (image && !isImageFile(file)) {
          message.warning(UPLOAD_MESSAGES.notImage);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onProgress, onSuccess, onError }) => {
        const raw = file as File;
        postUpload(raw, biz, (percent) => onProgress?.({ percent }))
          .then(({ status, body }) => {
            const outcome = uploadOutcome(status, body, responseName);
            if (outcome.kind === 'stored') {
              const stored: StoredFile = { fileName: raw.name, filePath: outcome.path, fileSize: raw.size };
              return onSuccess?.(stored);
            }
            if (outcome.kind === 'refused') message.warning(outcome.message);
            else if (outcome.kind === 'serverError')
              modal.error({
                title: UPLOAD_MESSAGES.errorTitle,
                content: UPLOAD_MESSAGES.errorDetail(outcome.message),
              });
            else message.error(UPLOAD_MESSAGES.failed(raw.name));
            onError?.(new Error(UPLOAD_MESSAGES.failed(raw.name)));
          })
          .catch(() => {
            message.error(UPLOAD_MESSAGES.failed(raw.name));
            onError?.(new Error(UPLOAD_MESSAGES.failed(raw.name)));
          });
      }}
      onChange={({ fileList: next }) => {
        const withUrls = next.map((f) => {
          const stored = storedOf(f);
          return stored && !f.url ? { ...f, url: staticFileUrl(stored.filePath) } : f;
        });
        settle(withUrls);
      }}
      itemRender={
        image
          ? (node, file) => (
              <div style={{ position: 'relative', width: '100%', height: '100%' }}>
                {node}
                <span style={{ position: 'absolute', left: 0, right: 0, bottom: -26, textAlign: 'center' }}>
                  <Button
                    size="small"
                    type="text"
                    aria-label="左移"
                    icon={<LeftOutlined />}
                    onClick={() => move(file, 'left')}
                  />
                  <Button
                    size="small"
                    type="text"
                    aria-label="右移"
                    icon={<RightOutlined />}
                    onClick={() => move(file, 'right')}
                  />
                </span>
              </div>
            )
          : undefined
      }
    >
      {image ? (
        <button type="button" style={{ border: 0, background: 'none' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>上传图片</div>
        </button>
      ) : (
        <Button icon={<UploadOutlined />} disabled={disabled}>
          上传文件
        </Button>
      )}
    </Upload>
  );
}
