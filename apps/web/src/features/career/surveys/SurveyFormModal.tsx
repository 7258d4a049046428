import { useQuery } from '@tanstack/react-query';
import { type CareerSurveyInput, careerSurveyRoutes, type ScreeningTargets } from '@xinmiao/shared';
import { Form, Input, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { api } from '../../../api/client.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { MatchedCount } from '../../screening/tasks/MatchedCount.tsx';
import { TargetTreeSelect } from '../../screening/tasks/TargetTreeSelect.tsx';
import { TaskWindowFields } from '../../screening/tasks/TaskWindowFields.tsx';

type Values = {
  name: string;
  scaleCodes: string[];
  startAt: Dayjs | null;
  endAt: Dayjs | null;
  makeupEndAt: Dayjs | null;
  departIds: string[];
  consentText: string;
  studentCanViewReport: boolean;
};

const FORMAT = 'YYYY-MM-DD HH:mm:ss';
const text = (d: Dayjs | null | undefined) => (d ? d.format(FORMAT) : '');
const targetsOf = (departIds: string[] | undefined): ScreeningTargets => ({
  departIds: departIds ?? [],
  enrolYears: [],
  studentTypes: [],
  studentStatuses: ['1'],
});

export function toSurveyInput(values: Values): CareerSurveyInput {
  return {
    name: values.name,
    scaleCodes: values.scaleCodes,
    startAt: text(values.startAt),
    endAt: text(values.endAt),
    makeupEndAt: text(values.makeupEndAt),
    targets: targetsOf(values.departIds),
    consentText: values.consentText ?? '',
    studentCanViewReport: values.studentCanViewReport,
  };
}

type Props = { open: boolean; onClose: () => void; onSaved: () => void };

/** 新建生涯调查: only career scales (Holland profiles) are offered; targets and window as 测评任务. */
export function SurveyFormModal({ open, onClose, onSaved }: Props) {
  const scales = useQuery({
    queryKey: ['career', 'surveys', 'scales'],
    queryFn: () => api(careerSurveyRoutes.scales),
    enabled: open,
  });
  return (
    <RecordFormModal<Values>
      editing={null}
      title="新建生涯调查"
      open={open}
      onClose={onClose}
      onSaved={onSaved}
      initialValues={() => ({
        name: '',
        scaleCodes: [],
        startAt: null,
        endAt: null,
        makeupEndAt: null,
        departIds: [],
        consentText: '',
        studentCanViewReport: true,
      })}
      save={(values) => api(careerSurveyRoutes.add, { body: toSurveyInput(values) })}
    >
      {(form) => (
        <>
          <Form.Item name="name" label="调查名称" rules={[{ required: true, message: '请输入调查名称' }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="scaleCodes"
            label="生涯量表"
            rules={[{ required: true, message: '请选择生涯量表' }]}
          >
            <Select
              mode="multiple"
              loading={scales.isLoading}
              // The popup is at least as wide as the field and grows to a scale's full name (never
              // cut short on a phone), up to the screen; a longer name wraps.
              popupMatchSelectWidth={false}
              styles={{ popup: { root: { maxWidth: 'calc(100vw - 32px)' } } }}
              optionRender={(option) => <span style={{ whiteSpace: 'normal' }}>{option.label}</span>}
              options={(scales.data ?? []).map((s) => ({
                value: s.code,
                // 霍兰德职业兴趣（RIASEC） names its code already.
                label: s.name.includes(s.code) ? s.name : `${s.name}（${s.code}）`,
              }))}
            />
          </Form.Item>
          <TaskWindowFields />
          <Form.Item
            name="departIds"
            label="调查范围"
            tooltip="按学院、年级、班级勾选；勾选上级即包含其下全部"
          >
            <TargetTreeSelect career />
          </Form.Item>
          <Form.Item label="调查对象" shouldUpdate>
            {() => <MatchedCount career targets={targetsOf(form.getFieldValue('departIds'))} />}
          </Form.Item>
          <Form.Item name="consentText" label="知情同意书">
            <Input.TextArea rows={3} maxLength={20_000} placeholder="学生作答前需阅读并同意" />
          </Form.Item>
          <Form.Item
            name="studentCanViewReport"
            label="学生可查看本人结果"
            valuePropName="checked"
            extra="关闭后，学生在手机端的生涯报告中看不到本次调查的生涯问卷结果；生涯导师、辅导员仍可查看"
          >
            <Switch />
          </Form.Item>
        </>
      )}
    </RecordFormModal>
  );
}
