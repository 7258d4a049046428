import { parseQuartzCron, type QuartzHandler, type QuartzJob, quartzRoutes } from '@xinmiao/shared';
import { Form, Input, Radio, Select } from 'antd';
import { api } from '../../../api/client.ts';
import { CronInput } from '../../../components/cron/CronInput.tsx';
import type { RecordDialogProps } from '../../../components/list/use-record-dialog.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { EMPTY_JOB, formValuesOf, type JobFormValues, jobBody } from './job-form.ts';

const cronRule = {
  validator: async (_: unknown, value: string | undefined) => {
    const parsed = parseQuartzCron(value ?? '');
    if (!parsed.ok) throw new Error(parsed.message);
  },
};

type Props = RecordDialogProps<QuartzJob> & { handlers: readonly QuartzHandler[] };

/** 新增 / 编辑 a 定时任务: the handler comes from the server's registry, the schedule from the cron editor. */
export function JobFormModal({ handlers, ...dialog }: Props) {
  const { editing } = dialog;
  const [form] = Form.useForm<JobFormValues>();
  const jobClassName = Form.useWatch('jobClassName', form);
  const hint = handlers.find((h) => h.jobClassName === jobClassName)?.parameterHint;

  const save = (values: JobFormValues) => {
    const body = jobBody(values);
    return editing
      ? api(quartzRoutes.edit, { body: { ...body, id: editing.id } })
      : api(quartzRoutes.add, { body });
  };

  return (
    <RecordFormModal<JobFormValues>
      {...dialog}
      form={form}
      initialValues={() => (editing ? formValuesOf(editing) : EMPTY_JOB)}
      save={save}
      labelSpan={4}
      width={800}
    >
      <Form.Item name="jobClassName" label="任务类名" rules={[{ required: true, message: '请选择任务类名' }]}>
        <Select
          placeholder="请选择任务"
          options={handlers.map((h) => ({
            value: h.jobClassName,
            label: `${h.name}（${h.jobClassName}）`,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="cronExpression"
        label="Cron表达式"
        rules={[{ required: true, message: '请输入cron表达式' }, cronRule]}
      >
        <CronInput />
      </Form.Item>
      <Form.Item name="parameter" label="参数" extra={hint || undefined}>
        <Input maxLength={2000} placeholder={hint || '请输入参数'} />
      </Form.Item>
      <Form.Item name="description" label="描述">
        <Input.TextArea maxLength={500} rows={3} placeholder="请输入描述" />
      </Form.Item>
      <Form.Item name="status" label="状态">
        <Radio.Group
          options={[
            { value: 0, label: '正常' },
            { value: -1, label: '停止' },
          ]}
        />
      </Form.Item>
    </RecordFormModal>
  );
}
