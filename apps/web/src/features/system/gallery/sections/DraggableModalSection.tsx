import { Button } from 'antd';
import { useState } from 'react';
import { DraggableModal } from '../../../../components/draggable-modal/DraggableModal.tsx';

export default function DraggableModalSection() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开可拖动弹窗</Button>
      <DraggableModal
        open={open}
        title="可拖动弹窗"
        width={600}
        onCancel={() => setOpen(false)}
        onOk={() => setOpen(false)}
      >
        拖动标题栏移动弹窗；全屏时不能拖动，退出全屏后回到中间。
      </DraggableModal>
    </>
  );
}
