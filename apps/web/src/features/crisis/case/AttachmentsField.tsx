import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { reportError } from '../../../api/error-display.ts';
import { uploadFile } from '../../../api/upload.ts';

/** Evidence files for a step, stored through /sys/common/upload; the field's value is their paths. */
export function AttachmentsField({
  value = [],
  onChange,
}: {
  value?: string[];
  onChange?: (paths: string[]) => void;
}) {
  return (
    <Upload
      fileList={value.map((path) => ({
        uid: path,
        name: path.split('/').pop() ?? path,
        status: 'done' as const,
      }))}
      onRemove={(file) => onChange?.(value.filter((path) => path !== file.uid))}
      customRequest={({ file }) => {
        uploadFile(file as File, 'crisis')
          .then((path) => onChange?.([...value, path]))
          .catch(reportError);
      }}
    >
      <Button icon={<UploadOutlined />}>上传附件</Button>
    </Upload>
  );
}
