import {
  COURSE_MESSAGES,
  type CourseLesson,
  courseRoutes,
  LESSON_KINDS,
  type LessonKind,
} from '@xinmiao/shared';
import { Form, Input, InputNumber, Radio } from 'antd';
import { api } from '../../../api/client.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { RichTextField } from '../../../components/rich-text/RichTextField.tsx';
import { LessonFileField } from './LessonFileField.tsx';

type Values = {
  title: string;
  kind: LessonKind;
  content: string;
  fileId: string | null;
  transcript: string;
  durationSeconds: number;
  sortNo: number;
};

export type LessonDialog = { chapterId: string; lesson: CourseLesson | null };

const KIND_OPTIONS = Object.entries(LESSON_KINDS).map(([value, label]) => ({ value, label }));

/** 新增 / 编辑 a lesson: 图文 is HTML (the server sanitizes it), the other kinds an uploaded file. */
export function LessonFormModal({
  dialog,
  onClose,
  onSaved,
}: {
  dialog: LessonDialog | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form);
  const lesson = dialog?.lesson ?? null;
  const save = (values: Values) => {
    const body = {
      ...values,
      content: values.content ?? '',
      transcript: values.transcript ?? '',
      fileId: values.kind === 'text' ? null : values.fileId,
    };
    return lesson
      ? api(courseRoutes.lessonEdit, { body: { ...body, id: lesson.id } })
      : // The reply is the new id: the dialog says 添加成功 instead.
        api(courseRoutes.lessonAdd, { body: { ...body, chapterId: dialog?.chapterId ?? '' } }).then(
          () => COURSE_MESSAGES.addOk,
        );
  };
  return (
    <RecordFormModal<Values>
      editing={lesson}
      title={lesson ? '编辑课时' : '新增课时'}
      open={dialog !== null}
      form={form}
      initialValues={() =>
        lesson
          ? { ...lesson, kind: lesson.kind as LessonKind }
          : { kind: 'text', content: '', fileId: null, transcript: '', durationSeconds: 0, sortNo: 0 }
      }
      save={save}
      onClose={onClose}
      onSaved={onSaved}
      width={720}
    >
      <Form.Item
        name="title"
        label="课时名称"
        rules={[{ required: true, whitespace: true, message: '请输入课时名称' }]}
      >
        <Input maxLength={100} placeholder="请输入课时名称" />
      </Form.Item>
      <Form.Item name="kind" label="类型" rules={[{ required: true, message: '请选择课时类型' }]}>
        <Radio.Group options={KIND_OPTIONS} />
      </Form.Item>
      {kind === 'text' ? (
        <Form.Item
          name="content"
          label="正文"
          extra="保存时服务器会去掉脚本和不安全的内容。"
          rules={[{ required: true, whitespace: true, message: '请输入正文' }]}
        >
          <RichTextField placeholder="课时正文" />
        </Form.Item>
      ) : (
        <Form.Item name="fileId" label="文件" rules={[{ required: true, message: '请先上传该课时的文件' }]}>
          <LessonFileField currentName={lesson?.fileName} />
        </Form.Item>
      )}
      {(kind === 'video' || kind === 'audio') && (
        <>
          <Form.Item name="durationSeconds" label="时长（秒）">
            <InputNumber min={0} max={86_400} precision={0} />
          </Form.Item>
          <Form.Item name="transcript" label="文字稿" extra="每行一句，播放时作为字幕，学生也可以直接阅读。">
            <Input.TextArea maxLength={20_000} rows={4} />
          </Form.Item>
        </>
      )}
      <Form.Item name="sortNo" label="排序">
        <InputNumber min={0} max={10_000} precision={0} />
      </Form.Item>
    </RecordFormModal>
  );
}
