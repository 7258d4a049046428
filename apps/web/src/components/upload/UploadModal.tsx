import { Modal } from 'antd';
import { useState } from 'react';
import { FileUpload, type UploadValue } from './FileUpload.tsx';

type Props = {
  open: boolean;
  kind?: 'file' | 'image';
  multiple?: boolean;
  onClose: () => void;
  /** Called with what was uploaded when confirmed. */
  onOk: (value: UploadValue) => void;
};

/** 图片上传 / 文件上传 popup, 520 wide (spec §2, §9). */
export function UploadModal({ open, kind = 'file', multiple, onClose, onOk }: Props) {
  const [value, setValue] = useState<UploadValue>('');
  return (
    <Modal
      open={open}
      title={kind === 'image' ? '图片上传' : '文件上传'}
      width={520}
      styles={{ body: { minHeight: 200 } }}
      destroyOnHidden
      onCancel={onClose}
      onOk={() => {
        onOk(value);
        onClose();
      }}
      afterClose={() => setValue('')}
    >
      <FileUpload kind={kind} multiple={multiple} value={value} onChange={setValue} />
    </Modal>
  );
}
