import { SCREENING_MESSAGES } from '@xinmiao/shared';
import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';

/**
 * 开始时间, 结束时间 (after the start) and 补测截止: the answering window of a 测评任务 or 生涯调查 form.
 * Two pickers, not a range: a range picker dropped an end date picked without a start.
 */
export function TaskWindowFields() {
  return (
    <>
      <Form.Item name="startAt" label="开始时间">
        <DatePicker showTime placeholder="发布即开始" />
      </Form.Item>
      <Form.Item
        name="endAt"
        label="结束时间"
        dependencies={['startAt']}
        rules={[
          { required: true, message: SCREENING_MESSAGES.needEnd },
          ({ getFieldValue }) => ({
            validator: async (_r, end: Dayjs | null) => {
              const start: Dayjs | null = getFieldValue('startAt');
              if (start && end && !end.isAfter(start)) throw new Error(SCREENING_MESSAGES.windowOrder);
            },
          }),
        ]}
      >
        <DatePicker showTime placeholder="结束时间" />
      </Form.Item>
      <Form.Item name="makeupEndAt" label="补测截止">
        <DatePicker showTime placeholder="不设补测可留空" />
      </Form.Item>
    </>
  );
}
