import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Popconfirm, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { reportError } from '../../../api/error-display.ts';

type Props<Row extends { id: string }, Values> = {
  title: string;
  queryKey: readonly string[];
  load: () => Promise<Row[]>;
  /** The inline form's items, shown to holders of the add permission. */
  fields: ReactNode;
  canAdd: boolean;
  canDelete: boolean;
  add: (values: Values) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  columns: TableColumnsType<Row>;
};

/** A card of time a counsellor or a room is out of use: an inline 登记 form over its list with 删除. */
export function TimeOffCard<Row extends { id: string }, Values>(props: Props<Row, Values>) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: props.queryKey, queryFn: props.load });
  const [form] = Form.useForm<Values>();
  const reload = () => queryClient.invalidateQueries({ queryKey: props.queryKey });
  const add = (values: Values) =>
    props
      .add(values)
      .then(() => {
        message.success('已登记');
        form.resetFields();
        return reload();
      })
      .catch(reportError);
  return (
    <Card title={props.title} variant="borderless" style={{ marginTop: 16 }}>
      {props.canAdd && (
        <Form form={form} layout="inline" onFinish={add} style={{ marginBottom: 16, rowGap: 8 }}>
          {props.fields}
          <Button type="primary" htmlType="submit">
            登记
          </Button>
        </Form>
      )}
      <Table<Row>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        columns={[
          ...props.columns,
          {
            title: '操作',
            key: 'action',
            width: 100,
            render: (_v, row) =>
              props.canDelete && (
                <Popconfirm
                  title="确定删除吗?"
                  onConfirm={() => props.remove(row.id).then(reload).catch(reportError)}
                >
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
