import type { Depart } from '@xinmiao/shared';
import { App, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { selectDepart } from '../access/session-actions.ts';
import { useSaving } from './use-saving.ts';

/** 部门切换 (spec §4): confirming without a choice marks the field; success closes the dialog. */
export function DepartSwitchModal({
  departs,
  currentOrgCode,
  onClose,
}: {
  departs: Depart[];
  currentOrgCode: string | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [orgCode, setOrgCode] = useState<string | undefined>(
    departs.some((d) => d.orgCode === currentOrgCode) ? (currentOrgCode ?? undefined) : undefined,
  );
  const [invalid, setInvalid] = useState(false);
  const { saving, whileSaving } = useSaving();

  const submit = async () => {
    if (!orgCode) {
      setInvalid(true);
      return;
    }
    await whileSaving(async () => {
      await selectDepart({ orgCode });
      message.success('部门切换成功');
      onClose();
    });
  };

  return (
    <Modal
      title="部门切换"
      width={450}
      open
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      okText="确定"
      cancelText="取消"
    >
      <Form layout="vertical">
        <Form.Item
          label="部门选择"
          validateStatus={invalid ? 'error' : undefined}
          help={invalid ? '请选择登录部门' : undefined}
        >
          <Select
            value={orgCode}
            onChange={(v: string) => {
              setOrgCode(v);
              setInvalid(false);
            }}
            options={departs.map((d) => ({ value: d.orgCode, label: d.departName }))}
            aria-label="部门选择"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
