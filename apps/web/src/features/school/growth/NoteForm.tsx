import { useQueryClient } from '@tanstack/react-query';
import { growthRoutes } from '@xinmiao/shared';
import { App, Button, Form, Input } from 'antd';
import { api } from '../../../api/client.ts';
import { useSaving } from '../../../components/use-saving.ts';

/** A hand-written entry (谈心, 家访…) on the student's timeline. */
export function NoteForm({ studentId }: { studentId: string }) {
  const [form] = Form.useForm<{ title: string; content?: string }>();
  const { saving, whileSaving } = useSaving();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={(values) =>
        whileSaving(async () => {
          const reply = await api(growthRoutes.addNote, { body: { ...values, studentId } });
          if (typeof reply === 'string') message.success(reply);
          form.resetFields();
          await queryClient.invalidateQueries({ queryKey: ['school', 'growth', studentId] });
        })
      }
    >
      <Form.Item name="title" rules={[{ required: true, message: '请输入标题' }]}>
        <Input placeholder="标题，如 谈心记录" maxLength={100} />
      </Form.Item>
      <Form.Item name="content">
        <Input placeholder="内容" maxLength={2000} style={{ width: 320, maxWidth: '100%' }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        添加记录
      </Button>
    </Form>
  );
}
