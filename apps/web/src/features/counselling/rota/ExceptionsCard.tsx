import { counsellingRoutes, type RotaException } from '@xinmiao/shared';
import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { useCounsellors } from '../common/queries.ts';
import { TimeOffCard } from '../common/TimeOffCard.tsx';

type Values = { counsellorId: string; day: Dayjs; reason: string };

/** 请假与节假日: days a counsellor offers no slots. */
export function ExceptionsCard() {
  const { can } = useAccess();
  const counsellors = useCounsellors();
  return (
    <TimeOffCard<RotaException, Values>
      title="请假与节假日"
      queryKey={['counselling', 'exceptions']}
      load={() => api(counsellingRoutes.exceptions)}
      canAdd={can('counselling:rota:add')}
      canDelete={can('counselling:rota:delete')}
      add={(values) =>
        api(counsellingRoutes.addException, {
          body: {
            counsellorId: values.counsellorId,
            day: values.day.format('YYYY-MM-DD'),
            reason: values.reason,
          },
        })
      }
      remove={(id) => api(counsellingRoutes.deleteException, { query: { id } })}
      fields={
        <>
          <Form.Item name="counsellorId" rules={[{ required: true, message: '请选择咨询师' }]}>
            <Select
              style={{ width: 160 }}
              placeholder="咨询师"
              options={(counsellors.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            />
          </Form.Item>
          <Form.Item name="day" rules={[{ required: true, message: '请选择日期' }]}>
            <DatePicker placeholder="日期" />
          </Form.Item>
          <Form.Item name="reason" rules={[{ required: true, whitespace: true, message: '请输入原因' }]}>
            <Input maxLength={100} placeholder="如 年假、国庆节" />
          </Form.Item>
        </>
      }
      columns={[
        { title: '咨询师', dataIndex: 'counsellorName' },
        { title: '日期', dataIndex: 'day' },
        { title: '原因', dataIndex: 'reason' },
      ]}
    />
  );
}
