import { useQuery } from '@tanstack/react-query';
import {
  LECTURE_MESSAGES,
  LECTURE_MODES,
  LECTURE_STATUSES,
  type LectureRecord,
  lectureRoutes,
} from '@xinmiao/shared';
import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { api } from '../../../api/client.ts';
import type { RecordDialogProps } from '../../../components/list/use-record-dialog.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { LessonFileField } from '../courses/LessonFileField.tsx';

type Values = {
  title: string;
  mode: 'online' | 'onsite';
  speaker: string;
  place: string;
  summary: string;
  time: [Dayjs, Dayjs];
  capacity: number;
  gradeIds: string[];
  status: '0' | '1' | '2';
  replayFileId: string | null;
  transcript: string;
};

/** 新增 / 编辑 a lecture: when, who speaks, for which grades, how many places, and its replay. */
export function LectureFormModal(dialog: RecordDialogProps<LectureRecord>) {
  const { editing } = dialog;
  const grades = useQuery({
    queryKey: ['lectures', 'grades'],
    queryFn: () => api(lectureRoutes.grades),
    enabled: dialog.open,
    staleTime: 60_000,
  });
  return (
    <RecordFormModal<Values>
      {...dialog}
      initialValues={() =>
        editing
          ? {
              ...editing,
              time: [dayjs(editing.startTime), dayjs(editing.endTime)],
            }
          : {
              mode: 'onsite',
              status: '1',
              capacity: 100,
              place: '',
              summary: '',
              replayFileId: null,
              transcript: '',
            }
      }
      save={({ time, ...values }) => {
        const body = {
          ...values,
          transcript: values.transcript ?? '',
          startTime: time[0].toISOString(),
          endTime: time[1].toISOString(),
        };
        return editing
          ? api(lectureRoutes.edit, { body: { ...body, id: editing.id } })
          : api(lectureRoutes.add, { body }).then(() => LECTURE_MESSAGES.addOk);
      }}
      width={680}
    >
      <Form.Item
        name="title"
        label="讲座主题"
        rules={[{ required: true, whitespace: true, message: '请输入讲座主题' }]}
      >
        <Input maxLength={100} placeholder="请输入讲座主题" />
      </Form.Item>
      <Form.Item name="mode" label="形式" rules={[{ required: true, message: '请选择线上或线下' }]}>
        <Select options={Object.entries(LECTURE_MODES).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <Form.Item
        name="speaker"
        label="主讲人"
        rules={[{ required: true, whitespace: true, message: '请输入主讲人' }]}
      >
        <Input maxLength={50} placeholder="请输入主讲人" />
      </Form.Item>
      <Form.Item name="place" label="地点" extra="线下填写会场，线上填写直播或会议入口">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="time" label="时间" rules={[{ required: true, message: '请选择开始和结束时间' }]}>
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
      </Form.Item>
      <Form.Item name="capacity" label="容量" rules={[{ required: true, message: '请输入容量' }]}>
        <InputNumber min={1} max={5000} precision={0} addonAfter="人" />
      </Form.Item>
      <Form.Item
        name="gradeIds"
        label="面向年级"
        rules={[{ required: true, message: LECTURE_MESSAGES.gradeMissing }]}
      >
        <Select
          mode="multiple"
          placeholder="请选择面向的年级"
          loading={grades.isLoading}
          options={(grades.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
        />
      </Form.Item>
      <Form.Item name="status" label="报名状态">
        <Select options={Object.entries(LECTURE_STATUSES).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <Form.Item name="summary" label="简介">
        <Input.TextArea maxLength={2000} rows={3} />
      </Form.Item>
      <Form.Item name="replayFileId" label="回放视频" extra="讲座结束后上传，报名家长可在报名页观看">
        <LessonFileField currentName={editing?.replayFileName ?? null} />
      </Form.Item>
      <Form.Item
        name="transcript"
        label="回放文字稿"
        extra="每行一句，播放回放时作为字幕，家长也可以直接阅读。"
      >
        <Input.TextArea maxLength={20_000} rows={4} />
      </Form.Item>
    </RecordFormModal>
  );
}
