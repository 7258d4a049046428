import { type PlanLesson, planRoutes } from '@xinmiao/shared';
import { Form, Input, InputNumber, Space } from 'antd';
import { api } from '../../../api/client.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { FileUpload } from '../../../components/upload/FileUpload.tsx';

type Values = { present: number; absent: number; notes: string; material?: string };

/** 课堂记录: attendance, what happened, and the materials used (uploaded through the file service). */
export function LessonRecordModal({
  lesson,
  onClose,
  onSaved,
}: {
  lesson: PlanLesson | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <RecordFormModal<Values>
      editing={lesson}
      title={`课堂记录：${lesson?.lessonDate ?? ''} 第 ${lesson?.period ?? ''} 节 ${lesson?.topic ?? ''}`}
      open={lesson !== null}
      onClose={onClose}
      onSaved={onSaved}
      width={640}
      initialValues={() => ({
        present: lesson?.present ?? 0,
        absent: lesson?.absent ?? 0,
        notes: lesson?.notes ?? '',
      })}
      save={({ material, ...values }) =>
        api(planRoutes.record, {
          body: {
            ...values,
            id: lesson?.id ?? '',
            materials: [
              ...(lesson?.materials ?? []),
              ...(material ? material.split(',').filter(Boolean) : []),
            ],
          },
        })
      }
    >
      <Space>
        <Form.Item name="present" label="出勤人数" rules={[{ required: true, message: '请输入出勤人数' }]}>
          <InputNumber min={0} max={1000} precision={0} />
        </Form.Item>
        <Form.Item name="absent" label="缺勤人数" rules={[{ required: true, message: '请输入缺勤人数' }]}>
          <InputNumber min={0} max={1000} precision={0} />
        </Form.Item>
      </Space>
      <Form.Item name="notes" label="课堂记录">
        <Input.TextArea
          maxLength={5000}
          rows={4}
          placeholder="课堂活动、学生反应、需要关注的情况（不写学生姓名与隐私）"
        />
      </Form.Item>
      <Form.Item name="material" label={`添加资料（已有 ${lesson?.materials.length ?? 0} 个）`}>
        <FileUpload biz="course" />
      </Form.Item>
    </RecordFormModal>
  );
}
