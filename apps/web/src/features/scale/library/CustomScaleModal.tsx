import { useQuery } from '@tanstack/react-query';
import { customScaleBody, scaleRoutes } from '@xinmiao/shared';
import { Alert, App, Form, Modal, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../api/client.ts';
import { useSaving } from '../../../components/use-saving.ts';
import { CUSTOM_SCALE_HELP, CUSTOM_SCALE_TEMPLATE } from './custom-scale-template.ts';
import { definitionProblems, parseDefinitionText } from './designer/designer-check.ts';
import { type DesignerTab, ScaleDesigner } from './designer/ScaleDesigner.tsx';
import { scaleDetailKey } from './scale-detail-key.ts';

type Editing = { mode: 'add' } | { mode: 'edit'; id: string } | null;

/**
 * Add or edit a custom scale with the designer form (JSON only as the advanced tab). The scale
 * engine checks it here with the server's own rules; the untouched template is refused.
 */
export function CustomScaleModal({
  editing,
  onClose,
  onSaved,
}: {
  editing: Editing;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const editId = editing?.mode === 'edit' ? editing.id : null;
  const detail = useQuery({
    queryKey: scaleDetailKey(editId ?? ''),
    queryFn: () => api(scaleRoutes.queryById, { query: { id: editId ?? '' } }),
    enabled: editId !== null,
  });
  const [form] = Form.useForm();
  const [tab, setTab] = useState<DesignerTab>('basic');
  const [jsonText, setJsonText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { saving, whileSaving } = useSaving();

  useEffect(() => {
    setProblem(null);
    setTab('basic');
    const start = editing?.mode === 'add' ? CUSTOM_SCALE_TEMPLATE : detail.data?.definition;
    if (!start) return;
    form.resetFields();
    // A definition saved before the marks existed is clinical and not a 生涯问卷 (the engine's defaults).
    const definition = start as Record<string, unknown>;
    form.setFieldsValue({
      ...definition,
      clinical: definition.clinical ?? true,
      career: definition.career ?? false,
    });
  }, [editing, detail.data, form]);

  /** The definition as the active tab shows it: the form, or the JSON box. */
  const current = (): Record<string, unknown> | string =>
    tab === 'json' ? parseDefinitionText(jsonText) : (form.getFieldsValue(true) as Record<string, unknown>);

  const switchTab = (next: DesignerTab) => {
    if (next === 'json') {
      setJsonText(JSON.stringify(form.getFieldsValue(true), null, 2));
    } else if (tab === 'json') {
      const parsed = parseDefinitionText(jsonText);
      if (typeof parsed === 'string') return setProblem(parsed);
      form.resetFields();
      form.setFieldsValue(parsed);
    }
    setProblem(null);
    setTab(next);
  };

  /** The form's own rules (conditions and alert items among them); their messages, or none. */
  const formProblems = async (): Promise<string[]> => {
    if (tab === 'json') return [];
    try {
      await form.validateFields();
      return [];
    } catch (error) {
      const fields = (error as { errorFields?: { errors: string[] }[] }).errorFields ?? [];
      return [...new Set(fields.flatMap((f) => f.errors))];
    }
  };

  const save = async () => {
    const invalid = await formProblems();
    if (invalid.length) {
      setProblem(invalid.join('；'));
      return;
    }
    const json = current();
    if (typeof json === 'string') {
      setProblem(json);
      return;
    }
    const problems = definitionProblems(json);
    if (problems.length) {
      setProblem(problems.join('；'));
      return;
    }
    const checked = customScaleBody.safeParse(json);
    if (!checked.success) {
      setProblem(checked.error.issues.map((i) => i.message).join('；'));
      return;
    }
    const definition = checked.data;
    await whileSaving(async () => {
      const reply = editId
        ? await api(scaleRoutes.edit, { body: { ...definition, id: editId } })
        : await api(scaleRoutes.add, { body: definition });
      message.success(String(reply));
      onSaved();
      onClose();
    }, setProblem);
  };

  return (
    <Modal
      title={editId ? '编辑自定义量表' : '新增自定义量表'}
      open={editing !== null}
      onCancel={onClose}
      onOk={save}
      confirmLoading={saving}
      okText="保存"
      cancelText="取消"
      width={900}
      destroyOnHidden
    >
      {editId && !detail.data ? (
        <Spin />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {tab === 'json' && (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {CUSTOM_SCALE_HELP}
            </Typography.Paragraph>
          )}
          {problem && (
            <Alert
              type="error"
              showIcon
              title="保存失败"
              description={
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {problem.split('；').map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              }
            />
          )}
          <ScaleDesigner
            form={form}
            tab={tab}
            onTab={switchTab}
            jsonText={jsonText}
            onJsonText={setJsonText}
          />
        </Space>
      )}
    </Modal>
  );
}
