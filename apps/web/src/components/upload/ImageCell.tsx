import { PictureOutlined } from '@ant-design/icons';
import { Button, Image, Space } from 'antd';
import { useState } from 'react';
import { staticFileUrl } from '../../api/upload.ts';
import { UploadModal } from './UploadModal.tsx';
import { filesOf, toStringValue } from './upload-value.ts';

type Props = { value?: string; onChange?: (value: string) => void; disabled?: boolean };

/** Editable image cell of a table: the thumbnail, and 上传 opening the image upload popup. */
export function ImageCell({ value, onChange, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const first = filesOf(value)[0];
  return (
    <Space>
      {first ? (
        <Image src={staticFileUrl(first.filePath)} alt={first.fileName} width={40} height={40} />
      ) : (
        <PictureOutlined style={{ fontSize: 24, color: '#bfbfbf' }} aria-label="无图片" />
      )}
      {!disabled && (
        <Button size="small" onClick={() => setOpen(true)}>
          {first ? '更换' : '上传'}
        </Button>
      )}
      <UploadModal
        open={open}
        kind="image"
        onClose={() => setOpen(false)}
        onOk={(uploaded) => {
          const path = typeof uploaded === 'string' ? uploaded : toStringValue(uploaded);
          if (path) onChange?.(path);
        }}
      />
    </Space>
  );
}
