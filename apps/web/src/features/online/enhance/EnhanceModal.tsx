import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ENHANCE_LIMITS, enhanceRoutes, type OnlineForm } from '@xinmiao/shared';
import { Alert, App, Form, Input, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';

const EXAMPLE = `// 例：打开新增对话框时填入默认班级，保存前检查
if (api.event === 'loaded' && !api.getValue('className')) {
  api.setValue('className', '高一(1)班');
  api.message('已填入默认班级');
}
if (api.event === 'beforeSubmit' && !api.values.className) api.reject('请填写班级');`;

/**
 * 表单开发 › JS增强: the form's script, edited as text, with its last 16 versions to go back to.
 * The script runs in a sandboxed frame on the form's data pages (docs/online-enhance.md).
 */
export function EnhanceModal({ form, onClose }: { form: OnlineForm; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const versions = useQuery({
    queryKey: ['online-form-enhance-versions', form.code],
    queryFn: () => api(enhanceRoutes.versions, { params: { code: form.code } }),
  });
  const [script, setScript] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (script === null && versions.data) setScript(versions.data[0]?.script ?? '');
  }, [script, versions.data]);
  const save = () => {
    setSaving(true);
    api(enhanceRoutes.save, { params: { code: form.code }, body: { script: script ?? '' } })
      .then((reply) => {
        message.success(typeof reply === 'string' ? reply : '保存成功');
        void queryClient.invalidateQueries({ queryKey: ['online-form-enhance', form.code] });
        void queryClient.invalidateQueries({ queryKey: ['online-form-enhance-versions', form.code] });
        onClose();
      })
      .catch(reportError)
      .finally(() => setSaving(false));
  };
  return (
    <Modal
      open
      title={`JS增强 · ${form.name}`}
      width={820}
      onCancel={onClose}
      onOk={save}
      okText="保存"
      cancelText="关闭"
      confirmLoading={saving}
      okButtonProps={{ disabled: script === null }}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title="脚本在隔离的沙箱中运行，只能读写本表单对话框中的值并显示提示，不能访问登录信息、本地存储或网络。"
        description={
          <Typography.Text>
            可用：<code>api.event</code>（loaded / change / beforeSubmit）、<code>api.changed</code>、
            <code>api.values</code>、<code>api.getValue(name)</code>、<code>api.setValue(name, value)</code>、
            <code>api.message(text, type)</code>、<code>api.reject(text)</code>。
          </Typography.Text>
        }
      />
      <Form layout="vertical">
        <Form.Item label="历史版本">
          <Select
            placeholder={versions.data?.length ? '选择一个历史版本载入编辑框' : '暂无历史版本'}
            disabled={!versions.data?.length}
            options={(versions.data ?? []).map((v) => ({
              value: v.version,
              label: `第 ${v.version} 版 · ${v.createBy ?? ''} · ${v.createTime}`,
            }))}
            onChange={(version: number) =>
              setScript(versions.data?.find((v) => v.version === version)?.script ?? '')
            }
          />
        </Form.Item>
        <Form.Item label="脚本" extra={`最多保留最近 ${ENHANCE_LIMITS.versionsKept} 个版本`}>
          <Input.TextArea
            aria-label="JS增强脚本"
            value={script ?? ''}
            onChange={(e) => setScript(e.target.value)}
            rows={14}
            maxLength={ENHANCE_LIMITS.scriptChars}
            placeholder={EXAMPLE}
            spellCheck={false}
            style={{ fontFamily: 'monospace' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
