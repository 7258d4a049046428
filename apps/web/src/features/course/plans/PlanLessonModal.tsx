import { PLAN_MESSAGES, PLAN_PERIODS, type PlanLesson, type PlanRecord, planRoutes } from '@xinmiao/shared';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { api } from '../../../api/client.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { usePlanOptions } from './use-plan-options.ts';

type Values = {
  classId: string;
  teacherId: string;
  courseId?: string;
  lessonId?: string;
  topic: string;
  lessonDate: Dayjs;
  period: number;
  room: string;
};

const PERIOD_OPTIONS = Array.from({ length: PLAN_PERIODS }, (_, i) => ({
  value: i + 1,
  label: `第 ${i + 1} 节`,
}));

/** 安排 / 修改 one lesson of the plan: a teacher or class already taught that period is refused by the server. */
export function PlanLessonModal({
  plan,
  editing,
  open,
  onClose,
  onSaved,
}: {
  plan: PlanRecord;
  editing: PlanLesson | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const options = usePlanOptions(open);
  const [form] = Form.useForm<Values>();
  const courseId = Form.useWatch('courseId', form);
  const classes = options.data?.grades.find((g) => g.id === plan.gradeId)?.classes ?? [];
  const lessons = options.data?.courses.find((c) => c.id === courseId)?.lessons ?? [];
  return (
    <RecordFormModal<Values>
      editing={editing}
      title={editing ? '修改心理课安排' : '安排心理课'}
      open={open}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      width={640}
      inlineRefusal
      initialValues={() =>
        editing
          ? {
              classId: editing.classId,
              teacherId: editing.teacherId,
              courseId: editing.courseId ?? undefined,
              lessonId: editing.lessonId ?? undefined,
              topic: editing.topic,
              lessonDate: dayjs(editing.lessonDate),
              period: editing.period,
              room: editing.room,
            }
          : { room: '' }
      }
      save={({ lessonDate, courseId: course, lessonId, ...rest }) => {
        const body = {
          ...rest,
          courseId: course ?? null,
          lessonId: lessonId ?? null,
          lessonDate: lessonDate.format('YYYY-MM-DD'),
        };
        return editing
          ? api(planRoutes.lessonEdit, { body: { ...body, id: editing.id } })
          : api(planRoutes.lessonAdd, { body: { ...body, planId: plan.id } }).then(() => PLAN_MESSAGES.addOk);
      }}
    >
      <Form.Item name="classId" label="班级" rules={[{ required: true, message: PLAN_MESSAGES.notClass }]}>
        <Select placeholder="请选择班级" options={classes.map((c) => ({ value: c.id, label: c.name }))} />
      </Form.Item>
      <Form.Item
        name="teacherId"
        label="授课教师"
        rules={[{ required: true, message: PLAN_MESSAGES.teacherMissing }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          placeholder="请选择教师"
          options={(options.data?.teachers ?? []).map((t) => ({ value: t.id, label: t.name }))}
        />
      </Form.Item>
      <Form.Item name="lessonDate" label="日期" rules={[{ required: true, message: '请选择日期' }]}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="period" label="节次" rules={[{ required: true, message: '请选择节次' }]}>
        <Select placeholder="请选择节次" options={PERIOD_OPTIONS} />
      </Form.Item>
      <Form.Item name="courseId" label="课程">
        <Select
          allowClear
          placeholder="可选：关联课程"
          options={(options.data?.courses ?? []).map((c) => ({ value: c.id, label: c.name }))}
          onChange={() => form.setFieldValue('lessonId', undefined)}
        />
      </Form.Item>
      <Form.Item name="lessonId" label="课时">
        <Select
          allowClear
          placeholder="可选：关联课时"
          options={lessons.map((l) => ({ value: l.id, label: l.name }))}
        />
      </Form.Item>
      <Form.Item
        name="topic"
        label="课题"
        rules={[{ required: true, whitespace: true, message: '请输入课题' }]}
      >
        <Input maxLength={100} placeholder="请输入课题" />
      </Form.Item>
      <Form.Item name="room" label="教室">
        <Input maxLength={50} placeholder="如 心理活动室" />
      </Form.Item>
    </RecordFormModal>
  );
}
