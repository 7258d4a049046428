import { useQuery } from '@tanstack/react-query';
import {
  packageRoutes,
  type ScreeningTargets,
  type ScreeningTask,
  STUDENT_STATUS,
  STUDENT_TYPES,
  screeningTaskRoutes,
  type TaskInput,
} from '@xinmiao/shared';
import { Form, Input, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { api } from '../../../api/client.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { MatchedCount } from './MatchedCount.tsx';
import { TargetTreeSelect } from './TargetTreeSelect.tsx';
import { TaskWindowFields } from './TaskWindowFields.tsx';

type Values = {
  name: string;
  packageId: string;
  startAt: Dayjs | null;
  endAt: Dayjs | null;
  makeupEndAt: Dayjs | null;
  departIds: string[];
  enrolYears: number[];
  studentTypes: string[];
  studentStatuses: string[];
  consentText: string;
  guardianConsent: boolean;
  studentCanViewReport: boolean;
};

const FORMAT = 'YYYY-MM-DD HH:mm:ss';
const text = (d: Dayjs | null | undefined) => (d ? d.format(FORMAT) : '');
const day = (v: string | null) => (v ? dayjs(v) : null);

export function toInput(values: Values): TaskInput {
  return {
    name: values.name,
    packageId: values.packageId,
    startAt: text(values.startAt),
    endAt: text(values.endAt),
    makeupEndAt: text(values.makeupEndAt),
    targets: targetsOf(values),
    consentText: values.consentText ?? '',
    guardianConsent: values.guardianConsent ?? false,
    studentCanViewReport: values.studentCanViewReport ?? false,
  };
}

function targetsOf(values: Partial<Values>): ScreeningTargets {
  return {
    departIds: values.departIds ?? [],
    enrolYears: values.enrolYears ?? [],
    studentTypes: values.studentTypes ?? [],
    studentStatuses: values.studentStatuses ?? [],
  };
}

type Props = { open: boolean; editing: ScreeningTask | null; onClose: () => void; onSaved: () => void };

export function TaskFormModal({ open, editing, onClose, onSaved }: Props) {
  const packages = useQuery({
    queryKey: ['screening', 'packages'],
    queryFn: () => api(packageRoutes.list, { query: { pageNo: 1, pageSize: 200 } }),
    enabled: open,
  });
  const options = (packages.data?.records ?? []).map((p) => ({ value: p.id, label: p.name }));
  return (
    <RecordFormModal<Values>
      editing={editing}
      open={open}
      onClose={onClose}
      onSaved={onSaved}
      initialValues={() => ({
        name: editing?.name ?? '',
        packageId: editing?.packageId ?? '',
        startAt: day(editing?.startAt ?? null),
        endAt: day(editing?.endAt ?? null),
        makeupEndAt: day(editing?.makeupEndAt ?? null),
        departIds: editing?.targets.departIds ?? [],
        enrolYears: editing?.targets.enrolYears ?? [],
        studentTypes: editing?.targets.studentTypes ?? [],
        studentStatuses: editing?.targets.studentStatuses ?? ['1'],
        consentText: editing?.consentText ?? '',
        guardianConsent: editing?.guardianConsent ?? false,
        studentCanViewReport: editing?.studentCanViewReport ?? false,
      })}
      save={(values) =>
        editing
          ? api(screeningTaskRoutes.edit, { body: { ...toInput(values), id: editing.id } })
          : api(screeningTaskRoutes.add, { body: toInput(values) })
      }
    >
      {(form) => (
        <>
          <Form.Item name="name" label="任务名称" rules={[{ required: true, message: '请输入任务名称' }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="packageId"
            label="测评套餐"
            rules={[{ required: true, message: '请选择测评套餐' }]}
          >
            <Select
              options={options}
              loading={packages.isLoading}
              showSearch
              optionFilterProp="label"
              // 学生可查看报告 follows the package's scales until the user sets it.
              onChange={(id: string) => {
                const chosen = packages.data?.records.find((p) => p.id === id);
                if (chosen && !form.isFieldTouched('studentCanViewReport'))
                  form.setFieldValue(
                    'studentCanViewReport',
                    chosen.items.some((i) => i.studentCanViewReport),
                  );
              }}
            />
          </Form.Item>
          <TaskWindowFields />
          <Form.Item
            name="departIds"
            label="测评范围"
            tooltip="按学院、年级、班级勾选；勾选上级即包含其下全部"
          >
            <TargetTreeSelect />
          </Form.Item>
          <Form.Item name="enrolYears" label="入学年份">
            <Select
              mode="multiple"
              allowClear
              options={Array.from({ length: 8 }, (_, i) => dayjs().year() - i).map((y) => ({
                value: y,
                label: `${y}级`,
              }))}
            />
          </Form.Item>
          <Form.Item name="studentTypes" label="学生类型">
            <Select
              mode="multiple"
              allowClear
              options={Object.entries(STUDENT_TYPES).map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
          <Form.Item name="studentStatuses" label="学籍状态">
            <Select
              mode="multiple"
              allowClear
              options={Object.entries(STUDENT_STATUS).map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
          <Form.Item label="测评对象" shouldUpdate>
            {() => <MatchedCount targets={targetsOf(form.getFieldsValue())} />}
          </Form.Item>
          <Form.Item name="consentText" label="知情同意书">
            <Input.TextArea rows={4} maxLength={20_000} placeholder="学生作答前需阅读并同意" />
          </Form.Item>
          <Form.Item name="guardianConsent" label="需监护人同意" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="studentCanViewReport" label="学生可查看报告" valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      )}
    </RecordFormModal>
  );
}
