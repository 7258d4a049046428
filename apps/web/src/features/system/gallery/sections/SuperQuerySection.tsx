import { FilterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { userRoutes } from '@xinmiao/shared';
import { Badge, Button, Table, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../../api/client.ts';
import type { SuperQuery } from '../../../../components/query-builder/SuperQueryModal.tsx';
import { SuperQueryModal } from '../../../../components/query-builder/SuperQueryModal.tsx';
import type { QueryField } from '../../../../components/query-builder/super-query-model.ts';

const FIELDS: QueryField[] = [
  { value: 'username', text: '账号', type: 'string' },
  { value: 'realname', text: '姓名', type: 'string' },
  { value: 'phone', text: '手机号', type: 'string' },
  { value: 'sex', text: '性别', type: 'number', dictCode: 'sex' },
  { value: 'status', text: '状态', type: 'number', dictCode: 'user_status' },
];

/** The advanced query on 用户管理's own list route. */
export default function SuperQuerySection() {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<SuperQuery | null>(null);
  const users = useQuery({
    queryKey: ['gallery-users', query],
    queryFn: () => api(userRoutes.list, { query: { pageNo: 1, pageSize: 5, ...(query ?? {}) } }),
  });
  const count = query ? (JSON.parse(query.superQueryParams) as unknown[]).length : 0;
  return (
    <>
      <Badge count={count}>
        <Button icon={<FilterOutlined />} onClick={() => setOpen(true)}>
          高级查询
        </Button>
      </Badge>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        superQueryParams：<Typography.Text code>{query?.superQueryParams ?? '（无）'}</Typography.Text>
      </Typography.Paragraph>
      <Table
        rowKey="id"
        size="small"
        loading={users.isFetching}
        dataSource={users.data?.records ?? []}
        pagination={false}
        columns={[
          { title: '账号', dataIndex: 'username' },
          { title: '姓名', dataIndex: 'realname' },
          { title: '性别', dataIndex: 'sex_dictText' },
          { title: '状态', dataIndex: 'status_dictText' },
        ]}
        footer={() => `共 ${users.data?.total ?? 0} 条`}
        scroll={{ x: 500 }}
      />
      <SuperQueryModal
        open={open}
        fields={FIELDS}
        saveCode="gallery-users"
        onClose={() => setOpen(false)}
        onSearch={setQuery}
      />
    </>
  );
}
