import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type CrisisContacts, crisisContactRoutes, RISK_MESSAGES } from '@xinmiao/shared';
import { App, Button, Card, Form, Input, Space } from 'antd';
import { useEffect } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { useSaving } from '../../../components/use-saving.ts';

/** 求助热线: the hotlines and on-duty contact a student sees with every risk hit (AI 助手, 心情日记). */
export function HotlinesPage() {
  const [form] = Form.useForm<CrisisContacts>();
  const { message } = App.useApp();
  const { can } = useAccess();
  const client = useQueryClient();
  const editable = can('crisis:hotline:edit');
  const contacts = useQuery({
    queryKey: ['crisis-contacts'],
    queryFn: () => api(crisisContactRoutes.current, {}),
  });
  useEffect(() => {
    if (contacts.data) form.setFieldsValue(contacts.data);
  }, [contacts.data, form]);
  const { saving, whileSaving } = useSaving();
  const save = (values: CrisisContacts) =>
    whileSaving(async () => {
      await api(crisisContactRoutes.save, { body: values });
      message.success(RISK_MESSAGES.saveOk);
      await client.invalidateQueries({ queryKey: ['crisis-contacts'] });
    });

  return (
    <Card variant="borderless" loading={contacts.isLoading}>
      <Form form={form} layout="vertical" disabled={!editable} onFinish={save} style={{ maxWidth: 760 }}>
        <Form.List name="hotlines">
          {(fields, { add, remove }) => (
            <Form.Item label="求助热线（学生在命中风险词时看到）">
              {fields.map((field) => (
                <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item
                    name={[field.name, 'name']}
                    rules={[{ required: true, whitespace: true, message: '请输入热线名称' }]}
                  >
                    <Input placeholder="热线名称" maxLength={50} style={{ width: 240 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'phone']}
                    rules={[{ required: true, whitespace: true, message: '请输入电话' }]}
                  >
                    <Input placeholder="电话" maxLength={30} style={{ width: 180 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'hours']}>
                    <Input placeholder="服务时间" maxLength={50} style={{ width: 180 }} />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label="删除该热线"
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={fields.length >= 20}
                onClick={() => add({ name: '', phone: '', hours: '' })}
              >
                添加热线
              </Button>
            </Form.Item>
          )}
        </Form.List>
        <Space wrap>
          <Form.Item name="onDutyName" label="值班联系人">
            <Input maxLength={50} placeholder="如：心理中心值班老师" style={{ width: 240 }} />
          </Form.Item>
          <Form.Item name="onDutyPhone" label="值班电话">
            <Input maxLength={30} placeholder="请输入值班电话" style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="onDutyHours" label="值班时间">
            <Input maxLength={50} placeholder="如：每天 8:00–22:00" style={{ width: 240 }} />
          </Form.Item>
        </Space>
        <Form.Item name="note" label="给学生的提示">
          <Input.TextArea
            maxLength={500}
            rows={3}
            placeholder="如：如果你正处在危险中，请立即拨打 110 或 120"
          />
        </Form.Item>
        {editable && (
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
        )}
      </Form>
    </Card>
  );
}
