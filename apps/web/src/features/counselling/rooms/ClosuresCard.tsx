import { useQuery, useQueryClient } from '@tanstack/react-query';
import { appointmentRoutes } from '@xinmiao/shared';
import { App, Button, Card, DatePicker, Form, Input, Popconfirm, Select, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../app/error-display.ts';
import { useRooms } from '../common/queries.ts';

const KEY = ['counselling', 'room-closures'];
type Values = { roomId: string; range: [Dayjs, Dayjs]; reason: string };

/** 维护时段: times a room is out of use; its slots are not offered and nobody can book it then. */
export function ClosuresCard() {
  const { can } = useAccess();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: () => api(appointmentRoutes.closures) });
  const rooms = useRooms();
  const [form] = Form.useForm<Values>();
  const reload = () => queryClient.invalidateQueries({ queryKey: KEY });
  const add = ({ roomId, range, reason }: Values) =>
    api(appointmentRoutes.addClosure, {
      body: {
        roomId,
        startTime: range[0].format('YYYY-MM-DD HH:mm'),
        endTime: range[1].format('YYYY-MM-DD HH:mm'),
        reason,
      },
    })
      .then(() => {
        message.success('已登记');
        form.resetFields();
        return reload();
      })
      .catch(reportError);
  const remove = (id: string) =>
    api(appointmentRoutes.deleteClosure, { query: { id } }).then(reload).catch(reportError);
  return (
    <Card title="维护时段" variant="borderless" style={{ marginTop: 16 }}>
      {can('appointment:room:edit') && (
        <Form form={form} layout="inline" onFinish={add} style={{ marginBottom: 16, rowGap: 8 }}>
          <Form.Item name="roomId" rules={[{ required: true, message: '请选择咨询室' }]}>
            <Select
              style={{ width: 220 }}
              placeholder="咨询室"
              options={(rooms.data ?? []).map((r) => ({
                value: r.id,
                label: `${r.campus} ${r.building} ${r.name}`,
              }))}
            />
          </Form.Item>
          <Form.Item name="range" rules={[{ required: true, message: '请选择时间' }]}>
            <DatePicker.RangePicker showTime={{ format: 'HH:mm', minuteStep: 5 }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <Form.Item name="reason" rules={[{ required: true, whitespace: true, message: '请输入原因' }]}>
            <Input maxLength={100} placeholder="如 空调维修" />
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
          { title: '咨询室', dataIndex: 'roomName' },
          { title: '开始', dataIndex: 'startTime', width: 160 },
          { title: '结束', dataIndex: 'endTime', width: 160 },
          { title: '原因', dataIndex: 'reason' },
          {
            title: '操作',
            key: 'action',
            width: 100,
            render: (_v, row) =>
              can('appointment:room:edit') && (
                <Popconfirm title="确定删除吗?" onConfirm={() => remove(row.id)}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Card>
  );
}
