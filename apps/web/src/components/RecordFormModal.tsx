import { App, Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSaving } from './use-saving.ts';

type Props<Values> = {
  /** The record being edited; null for 新增. Decides the title unless `title` names it. */
  editing: unknown;
  /** A dialog that is neither 新增 nor 编辑 (a workflow step, a report). */
  title?: string;
  open: boolean;
  /** The form's values each time the dialog opens. */
  initialValues: () => Values;
  /** Sends the values; a string reply is the server's success message. */
  save: (values: Values) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void;
  labelSpan?: number;
  /** Form.Items; a function receives the form for fields that depend on each other. */
  children: ReactNode | ((form: FormInstance<Values>) => ReactNode);
};

/**
 * 新增 / 编辑 dialog of one record: the form is refilled on every open, 确定 submits it, the
 * button spins while saving, the server's message is shown and `onSaved` runs; a refusal keeps the
 * dialog open with what the user typed.
 */
export function RecordFormModal<Values extends object>({
  editing,
  title,
  open,
  initialValues,
  save,
  onClose,
  onSaved,
  labelSpan = 5,
  children,
}: Props<Values>) {
  const [form] = Form.useForm<Values>();
  const { saving, whileSaving } = useSaving();
  const { message } = App.useApp();
  // `initialValues` is a fresh closure on every render; the form is refilled on open only.
  const fill = useRef(initialValues);
  useEffect(() => {
    fill.current = initialValues;
  });
  useEffect(() => {
    if (open) form.setFieldsValue(fill.current());
  }, [open, form]);

  const submit = (values: Values) =>
    whileSaving(async () => {
      const reply = await save(values);
      message.success(typeof reply === 'string' ? reply : '保存成功');
      onSaved();
    });

  return (
    <Modal
      title={title ?? (editing ? '编辑' : '新增')}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText="确定"
      cancelText="关闭"
      destroyOnHidden
    >
      <Form<Values> form={form} labelCol={{ span: labelSpan }} onFinish={submit}>
        {typeof children === 'function' ? children(form) : children}
      </Form>
    </Modal>
  );
}
