import { DraggableModal } from '../../../components/draggable-modal/DraggableModal.tsx';
import { POPUP_WIDTH } from '../../../components/popup/PopupModal.tsx';
import { ReportView } from './ReportView.tsx';

/** A report opened from 报表开发, in a dialog. */
export function ReportViewModal({ code, onClose }: { code: string; onClose: () => void }) {
  return (
    <ReportView
      code={code}
      frame={(title, body) => (
        <DraggableModal
          open
          title={title}
          width={POPUP_WIDTH}
          footer={null}
          onCancel={onClose}
          destroyOnHidden
        >
          {body}
        </DraggableModal>
      )}
    />
  );
}
