import { useQueryClient } from '@tanstack/react-query';
import {
  GROWTH_ATTACHMENT_BIZ,
  GROWTH_ATTACHMENTS_MAX,
  GROWTH_KINDS,
  GROWTH_RECORD_KINDS,
  type GrowthRecordBody,
  growthRoutes,
} from '@xinmiao/shared';
import { App, Button, Form, Input, InputNumber, Select } from 'antd';
import { api } from '../../../api/client.ts';
import { AttachmentsField } from '../../../components/upload/AttachmentsField.tsx';
import { useSaving } from '../../../components/use-saving.ts';

type Values = Omit<GrowthRecordBody, 'studentId'>;

/** 录入事项: an award, activity, competition or volunteer service on the student's file, with its files (证书、照片). */
export function RecordForm({ studentId }: { studentId: string }) {
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form);
  const { saving, whileSaving } = useSaving();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={{ kind: 'award' }}
      onFinish={(values) =>
        whileSaving(async () => {
          const reply = await api(growthRoutes.addRecord, { body: { ...values, studentId } });
          if (typeof reply === 'string') message.success(reply);
          form.resetFields();
          await queryClient.invalidateQueries({ queryKey: ['school', 'growth', studentId] });
        })
      }
    >
      <Form.Item name="kind">
        <Select
          style={{ width: 120 }}
          options={GROWTH_RECORD_KINDS.map((k) => ({ value: k, label: GROWTH_KINDS[k] }))}
        />
      </Form.Item>
      <Form.Item name="title" rules={[{ required: true, message: '请输入名称' }]}>
        <Input placeholder="名称，如 数学建模竞赛一等奖" maxLength={100} />
      </Form.Item>
      <Form.Item name="rank">
        <Input placeholder="级别或主办方" maxLength={50} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="date" rules={[{ required: true, message: '请选择日期' }]}>
        <Input type="date" />
      </Form.Item>
      {kind === 'volunteer' && (
        <Form.Item name="hours" rules={[{ required: true, message: '请填写志愿服务时长' }]}>
          <InputNumber min={0} max={1000} placeholder="小时" />
        </Form.Item>
      )}
      <Form.Item name="attachments">
        <AttachmentsField biz={GROWTH_ATTACHMENT_BIZ} max={GROWTH_ATTACHMENTS_MAX} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        录入
      </Button>
    </Form>
  );
}
