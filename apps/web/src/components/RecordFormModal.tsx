import { Alert, App, Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSaving } from './use-saving.ts';

type Props<Values> = {
  /** The record being edited; null for 新增. Decides the title unless `title` names it. */
  editing: unknown;
  /** A dialog that is neither 新增 nor 编辑 (a workflow step, a report), or one that names its record. */
  title?: string;
  open: boolean;
  /** The form's values each time the dialog opens. */
  initialValues: () => Partial<Values>;
  /** Sends the values; a string reply is the server's success message. */
  save: (values: Values) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void;
  /** A form made by the dialog, for one that watches its own fields (`Form.useWatch`). */
  form?: FormInstance<Values>;
  /** Labels above the fields instead of beside them. */
  layout?: 'horizontal' | 'vertical';
  labelSpan?: number;
  wrapperSpan?: number;
  width?: number;
  okText?: string;
  cancelText?: string;
  /** Shows the server's refusal in the dialog, above the form, instead of as a message. */
  inlineRefusal?: boolean;
  /**
   * A problem the form's fields cannot hold (a list kept beside them), found before sending: it is
   * shown above the form like a refusal and nothing is sent.
   */
  check?: (values: Values) => string | null;
  /** A field the user changed (not one set by code): JS增强's `change` event. */
  onValuesChange?: (changed: Partial<Values>, all: Values) => void;
  /** Form.Items; a function receives the form for fields that depend on each other. */
  children: ReactNode | ((form: FormInstance<Values>) => ReactNode);
};

/**
 * 新增 / 编辑 dialog of one record: the form is emptied and refilled on every open, 确定 submits it, the
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
  form: given,
  layout = 'horizontal',
  labelSpan = 5,
  wrapperSpan,
  width,
  okText = '确定',
  cancelText = '关闭',
  inlineRefusal = false,
  check,
  onValuesChange,
  children,
}: Props<Values>) {
  const [own] = Form.useForm<Values>();
  const form = given ?? own;
  const { saving, whileSaving } = useSaving();
  const [problem, setProblem] = useState('');
  const { message } = App.useApp();
  // `initialValues` is a fresh closure on every render; the form is refilled on open only.
  const fill = useRef(initialValues);
  useEffect(() => {
    fill.current = initialValues;
  });
  useEffect(() => {
    if (!open) return;
    // The form outlives the dialog: clear what the last opening left (a reason typed for another step).
    form.resetFields();
    form.setFieldsValue(fill.current());
    setProblem('');
  }, [open, form]);

  const submit = (values: Values) => {
    const found = check?.(values);
    if (found) {
      setProblem(found);
      return;
    }
    return whileSaving(
      async () => {
        const reply = await save(values);
        message.success(typeof reply === 'string' ? reply : '保存成功');
        onSaved();
      },
      inlineRefusal ? setProblem : undefined,
    );
  };

  return (
    <Modal
      title={title ?? (editing ? '编辑' : '新增')}
      open={open}
      width={width}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={okText}
      cancelText={cancelText}
      destroyOnHidden
    >
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Form<Values>
        form={form}
        layout={layout}
        {...(layout === 'horizontal' && {
          labelCol: { span: labelSpan },
          ...(wrapperSpan && { wrapperCol: { span: wrapperSpan } }),
        })}
        onFinish={submit}
        onValuesChange={onValuesChange}
      >
        {typeof children === 'function' ? children(form) : children}
      </Form>
    </Modal>
  );
}
