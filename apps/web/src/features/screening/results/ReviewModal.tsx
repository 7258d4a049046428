import { type ResultRecord, screeningTaskRoutes } from '@xinmiao/shared';
import { App, Button, Descriptions, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';

type Decision = 'valid' | 'invalid';

/**
 * 复核 of an invalid sheet, the same decision as the 作废审核 queue: keep it as valid after all or
 * confirm it void, with an optional note.
 */
export function ReviewModal({
  row,
  onClose,
  onDone,
}: {
  row: ResultRecord | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { message } = App.useApp();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<Decision | null>(null);
  const decide = (decision: Decision) => {
    if (!row) return;
    setBusy(decision);
    api(screeningTaskRoutes.review, { body: { id: row.id, decision, note } })
      .then(() => {
        message.success('审核完成');
        setNote('');
        onDone();
      })
      .catch(reportError)
      .finally(() => setBusy(null));
  };
  return (
    <Modal
      title="复核无效答卷"
      open={row !== null}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button loading={busy === 'valid'} onClick={() => decide('valid')}>
            判为有效
          </Button>
          <Button danger type="primary" loading={busy === 'invalid'} onClick={() => decide('invalid')}>
            确认作废
          </Button>
        </Space>
      }
    >
      {row && (
        <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label="学生">
            {row.studentName}（{row.studentNo}）
          </Descriptions.Item>
          <Descriptions.Item label="测评">
            {row.taskName} · {row.scaleName}
          </Descriptions.Item>
          <Descriptions.Item label="判定依据">{row.rules.join('；') || '—'}</Descriptions.Item>
        </Descriptions>
      )}
      <Input.TextArea
        rows={3}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={500}
        placeholder="审核意见（可选）"
      />
    </Modal>
  );
}
