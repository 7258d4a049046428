import { studentRoutes } from '@xinmiao/shared';
import { App, Form, Input, Modal, Select } from 'antd';
import { api } from '../../../api/client.ts';
import { useSaving } from '../../../components/use-saving.ts';
import { useClassOptions } from '../common/use-classes.ts';

/** 转班 for one or more students; the server keeps the history and notes it in the growth file. */
export function TransferModal({
  ids,
  onClose,
  onSaved,
}: {
  ids: string[] | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<{ toClassId: string; reason?: string }>();
  const { saving, whileSaving } = useSaving();
  const { message } = App.useApp();
  const classes = useClassOptions();
  return (
    <Modal
      title={`转班（${ids?.length ?? 0} 名学生）`}
      open={ids !== null}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) =>
          whileSaving(async () => {
            const reply = await api(studentRoutes.transfer, { body: { ...values, ids: ids ?? [] } });
            if (typeof reply === 'string') message.success(reply);
            onSaved();
          })
        }
      >
        <Form.Item name="toClassId" label="转入班级" rules={[{ required: true, message: '请选择班级' }]}>
          <Select showSearch optionFilterProp="label" options={classes} />
        </Form.Item>
        <Form.Item name="reason" label="原因">
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
