import { useQuery, useQueryClient } from '@tanstack/react-query';
import { appointmentRoutes } from '@xinmiao/shared';
import { App, Button, Card, DatePicker, Form, Input, Popconfirm, Select, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../app/error-display.ts';
import { useCounsellors } from '../common/queries.ts';

const KEY = ['counselling', 'exceptions'];
type Values = { counsellorId: string; day: Dayjs; reason: string };

/** 请假与节假日: days a counsellor offers no slots. */
export function ExceptionsCard() {
  const { can } = useAccess();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: () => api(appointmentRoutes.exceptions) });
  const counsellors = useCounsellors();
  const [form] = Form.useForm<Values>();
  const reload = () => queryClient.invalidateQueries({ queryKey: KEY });
  const add = (values: Values) =>
    api(appointmentRoutes.addException, {
      body: {
        counsellorId: values.counsellorId,
        day: values.day.format('YYYY-MM-DD'),
        reason: values.reason,
      },
    })
      .then(() => {
        message.success('已登记');
        form.resetFields();
        return reload();
      })
      .catch(reportError);
  return (
    <Card title="请假与节假日" variant="borderless" style={{ marginTop: 16 }}>
      {can('appointment:rota:add') && (
        <Form form={form} layout="inline" onFinish={add} style={{ marginBottom: 16, rowGap: 8 }}>
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
          <Button type="primary" htmlType="submit">
            登记
          </Button>
        </Form>
      )}
      <Table
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        columns={[
          { title: '咨询师', dataIndex: 'counsellorName' },
          { title: '日期', dataIndex: 'day' },
          { title: '原因', dataIndex: 'reason' },
          {
            title: '操作',
            key: 'action',
            width: 100,
            render: (_v, row) =>
              can('appointment:rota:delete') && (
                <Space>
                  <Popconfirm
                    title="确定删除吗?"
                    onConfirm={() =>
                      api(appointmentRoutes.deleteException, { query: { id: row.id } })
                        .then(reload)
                        .catch(reportError)
                    }
                  >
                    <Button type="link" size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
    </Card>
  );
}
