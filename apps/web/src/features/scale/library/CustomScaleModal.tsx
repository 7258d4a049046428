import { useQuery } from '@tanstack/react-query';
import { customScaleBody, scaleRoutes } from '@xinmiao/shared';
import { Alert, App, Input, Modal, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../api/client.ts';
import { useSaving } from '../../../components/use-saving.ts';
import { CUSTOM_SCALE_HELP, CUSTOM_SCALE_TEMPLATE } from './custom-scale-template.ts';
import { scaleDetailKey } from './scale-detail-key.ts';

type Editing = { mode: 'add' } | { mode: 'edit'; id: string } | null;

function parseJson(text: string): Record<string, unknown> | string {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return '量表定义必须是一个 JSON 对象';
    return Object.fromEntries(Object.entries(value));
  } catch (e) {
    return `JSON 格式错误：${e instanceof Error ? e.message : String(e)}`;
  }
}

/** Add or edit a custom scale as its JSON definition; the server checks it and answers in Chinese. */
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
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { saving, whileSaving } = useSaving();

  useEffect(() => {
    setProblem(null);
    if (editing?.mode === 'add') setText(JSON.stringify(CUSTOM_SCALE_TEMPLATE, null, 2));
    else if (detail.data?.definition) setText(JSON.stringify(detail.data.definition, null, 2));
  }, [editing, detail.data]);

  const save = async () => {
    const json = parseJson(text);
    if (typeof json === 'string') {
      setProblem(json);
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
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {CUSTOM_SCALE_HELP}
          </Typography.Paragraph>
          {problem && <Alert type="error" showIcon title="保存失败" description={problem} />}
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoSize={{ minRows: 16, maxRows: 28 }}
            spellCheck={false}
            style={{ fontFamily: 'monospace', fontSize: 12 }}
            aria-label="量表定义 JSON"
          />
        </Space>
      )}
    </Modal>
  );
}
