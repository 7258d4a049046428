import { crisisRoutes, RECORD_KINDS } from '@xinmiao/shared';
import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { api } from '../../../api/client.ts';
import { useLevelOptions } from '../../../components/levels/use-levels.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';

type Open = { onClose: () => void; onSaved: () => void };

/** 安排约谈 within the level's time limit. */
export function ScheduleInterviewModal({ caseId, ...open }: { caseId: string | null } & Open) {
  return (
    <RecordFormModal<{ scheduledAt: Dayjs }>
      editing={null}
      title="安排约谈"
      open={caseId !== null}
      initialValues={() => ({}) as { scheduledAt: Dayjs }}
      save={(v) =>
        api(crisisRoutes.scheduleInterview, {
          body: { caseId: caseId ?? '', scheduledAt: v.scheduledAt.toISOString() },
        })
      }
      {...open}
    >
      <Form.Item name="scheduledAt" label="约谈时间" rules={[{ required: true, message: '请选择约谈时间' }]}>
        <DatePicker showTime format="YYYY-MM-DD HH:mm" />
      </Form.Item>
    </RecordFormModal>
  );
}

type InterviewValues = { outcome: string; riskLevel: 0 | 1 | 2 | 3; nextStep: string; privateNotes?: string };

/** 约谈记录: outcome, risk assessed, next step; counselling notes only for the compartment. */
export function RecordInterviewModal({ id, notes, ...open }: { id: string | null; notes: boolean } & Open) {
  const levelOptions = useLevelOptions();
  return (
    <RecordFormModal<InterviewValues>
      editing={null}
      title="填写约谈记录"
      open={id !== null}
      initialValues={() => ({}) as InterviewValues}
      save={(body) => api(crisisRoutes.recordInterview, { body: { ...body, id: id ?? '' } })}
      {...open}
    >
      <Form.Item name="outcome" label="约谈情况" rules={[{ required: true, message: '请填写约谈情况' }]}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item name="riskLevel" label="风险评估" rules={[{ required: true, message: '请选择风险等级' }]}>
        <Select options={levelOptions} />
      </Form.Item>
      <Form.Item name="nextStep" label="下一步" rules={[{ required: true, message: '请填写下一步安排' }]}>
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
      {notes && (
        <Form.Item name="privateNotes" label="咨询记录">
          <Input.TextArea rows={3} maxLength={4000} />
        </Form.Item>
      )}
    </RecordFormModal>
  );
}

/** 回访记录: the next visit is scheduled by the level's cadence. */
export function RecordFollowupModal({ id, ...open }: { id: string | null } & Open) {
  return (
    <RecordFormModal<{ content: string }>
      editing={null}
      title="填写回访记录"
      open={id !== null}
      initialValues={() => ({ content: '' })}
      save={(v) => api(crisisRoutes.recordFollowup, { body: { id: id ?? '', content: v.content } })}
      {...open}
    >
      <Form.Item name="content" label="回访情况" rules={[{ required: true, message: '请填写回访情况' }]}>
        <Input.TextArea rows={4} maxLength={2000} />
      </Form.Item>
    </RecordFormModal>
  );
}

/** 干预方案、安全计划、家校沟通、转介就医 or 咨询记录 on a case. */
export function AddRecordModal({ caseId, notes, ...open }: { caseId: string | null; notes: boolean } & Open) {
  const kinds = Object.entries(RECORD_KINDS).filter(([kind]) => notes || kind !== 'counselling_note');
  return (
    <RecordFormModal<{ kind: keyof typeof RECORD_KINDS; content: string }>
      editing={null}
      title="添加干预记录"
      open={caseId !== null}
      initialValues={() => ({ kind: 'plan', content: '' })}
      save={(v) => api(crisisRoutes.addRecord, { body: { id: caseId ?? '', ...v, attachments: [] } })}
      {...open}
    >
      <Form.Item name="kind" label="类型" rules={[{ required: true, message: '请选择记录类型' }]}>
        <Select options={kinds.map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <Form.Item name="content" label="内容" rules={[{ required: true, message: '请填写内容' }]}>
        <Input.TextArea rows={5} maxLength={4000} />
      </Form.Item>
    </RecordFormModal>
  );
}

/** 紧急查看: a case outside the reader's reach, opened for two hours with a stated reason. */
export function BreakGlassModal({ caseId, ...open }: { caseId: string | null } & Open) {
  return (
    <RecordFormModal<{ reason: string }>
      editing={null}
      title="紧急查看"
      open={caseId !== null}
      initialValues={() => ({ reason: '' })}
      save={(v) => api(crisisRoutes.breakGlass, { body: { id: caseId ?? '', reason: v.reason } })}
      {...open}
    >
      <Form.Item
        name="reason"
        label="理由"
        rules={[
          { required: true, message: '请填写紧急查看的理由' },
          { min: 5, message: '请至少用 5 个字说明理由' },
        ]}
      >
        <Input.TextArea rows={3} placeholder="本次查看将留痕并通报心理中心" />
      </Form.Item>
    </RecordFormModal>
  );
}
