import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AI_MESSAGES, type AiSettingsInput, aiRoutes } from '@xinmiao/shared';
import { App, Button, Card, Form, Input, InputNumber, Radio, Space, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { api } from '../../api/client.ts';
import { useSaving } from '../../components/use-saving.ts';

type Values = Required<Omit<AiSettingsInput, 'apiKey'>> & { apiKey?: string };

/** AI 助手设置: the school's provider (offline or an OpenAI-compatible endpoint), switch, budget, limits. */
export function AiSettingsCard() {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const client = useQueryClient();
  const settings = useQuery({ queryKey: ['ai-settings'], queryFn: () => api(aiRoutes.settings) });
  useEffect(() => {
    if (settings.data) form.setFieldsValue({ ...settings.data, apiKey: '' });
  }, [settings.data, form]);
  const provider = Form.useWatch('provider', form);
  const { saving, whileSaving } = useSaving();
  const save = (values: Values) =>
    whileSaving(async () => {
      await api(aiRoutes.saveSettings, { body: { ...values, apiKey: values.apiKey ?? '' } });
      message.success(AI_MESSAGES.saveOk);
      await client.invalidateQueries({ queryKey: ['ai-settings'] });
    });
  const data = settings.data;
  return (
    <Card title="AI 助手设置" loading={settings.isLoading} variant="borderless">
      <Form form={form} layout="vertical" onFinish={save} style={{ maxWidth: 720 }}>
        <Form.Item name="provider" label="模型来源">
          <Radio.Group
            options={[
              { value: 'offline', label: '离线（根据心理中心资料回答，不联网）' },
              { value: 'openai', label: '外部模型（OpenAI 兼容接口）' },
            ]}
          />
        </Form.Item>
        {provider === 'openai' && (
          <>
            <Form.Item
              name="baseUrl"
              label="接口地址"
              rules={[{ pattern: /^https?:\/\/\S+$/, message: AI_MESSAGES.badUrl }]}
            >
              <Input placeholder="如：https://api.example.com/v1" maxLength={300} />
            </Form.Item>
            <Form.Item name="model" label="模型名称">
              <Input maxLength={100} placeholder="如：qwen-plus" />
            </Form.Item>
            <Form.Item
              name="apiKey"
              label="API Key"
              extra={data?.secretState === 'set' ? '已保存（不会显示）；留空保持不变' : '尚未保存'}
            >
              <Input.Password maxLength={500} autoComplete="new-password" placeholder="输入新的 API Key" />
            </Form.Item>
            <Form.Item
              name="externalEnabled"
              label="允许把学生消息发送给外部模型"
              valuePropName="checked"
              extra="学生本人（未满 14 周岁为监护人）同意后才会发送；姓名和学号会被隐去；命中风险词的消息永远不会发送。"
            >
              <Switch />
            </Form.Item>
          </>
        )}
        <Space wrap size="large">
          <Form.Item name="monthlyTokenBudget" label="每月 token 额度">
            <InputNumber min={0} max={1_000_000_000} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="retentionDays" label="对话记录保留天数">
            <InputNumber min={1} max={3650} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="studentPerMinute" label="每名学生每分钟消息数">
            <InputNumber min={1} max={600} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="schoolPerMinute" label="全校每分钟消息数">
            <InputNumber min={1} max={100_000} style={{ width: 160 }} />
          </Form.Item>
        </Space>
        {data && (
          <Typography.Paragraph type="secondary">
            本月已用 {data.tokensThisMonth} tokens；用完后自动改用离线模式并通知管理员。
          </Typography.Paragraph>
        )}
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
      </Form>
    </Card>
  );
}
