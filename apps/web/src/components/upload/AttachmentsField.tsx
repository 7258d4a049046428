import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useRef } from 'react';
import { reportError } from '../../api/error-display.ts';
import { uploadFile } from '../../api/upload.ts';

/**
 * Files for a record, stored through /sys/common/upload into `biz`; the field's value is their paths.
 * A file uploaded here shows under its own name (the stored path is random).
 */
export function AttachmentsField({
  biz,
  value = [],
  onChange,
  max,
}: {
  biz: string;
  value?: string[];
  onChange?: (paths: string[]) => void;
  max?: number;
}) {
  const names = useRef(new Map<string, string>());
  return (
    <Upload
      maxCount={max}
      fileList={value.map((path) => ({
        uid: path,
        name: names.current.get(path) ?? path.split('/').pop() ?? path,
        status: 'done' as const,
      }))}
      onRemove={(file) => onChange?.(value.filter((path) => path !== file.uid))}
      customRequest={({ file }) => {
        const picked = file as File;
        uploadFile(picked, biz)
          .then((path) => {
            names.current.set(path, picked.name);
            onChange?.([...value, path]);
          })
          .catch(reportError);
      }}
    >
      <Button icon={<UploadOutlined />} disabled={max !== undefined && value.length >= max}>
        上传附件
      </Button>
    </Upload>
  );
}
