import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ClinicalGrant, clinicalGrantRoutes } from '@xinmiao/shared';
import { App, Button, Card, Space, Table, Tag } from 'antd';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';

const KEY = ['clinical-grants'];
const STATUS: Readonly<Record<ClinicalGrant['status'], [string, string]>> = {
  pending: ['待审批', 'orange'],
  approved: ['已批准', 'green'],
  rejected: ['已驳回', 'default'],
};

/**
 * 临床权限审批: clinical grants waiting for a second approver. Shown to whoever the server lists
 * them for (role administrators, holders of a clinical permission); 批准/驳回 only where the server
 * says the caller may decide (`canDecide`: holds the permission, did not ask for it).
 */
export function ClinicalGrantsCard() {
  const grants = useQuery({ queryKey: KEY, queryFn: () => api(clinicalGrantRoutes.list) });
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const decide = (
    route: typeof clinicalGrantRoutes.approve | typeof clinicalGrantRoutes.reject,
    id: string,
  ) =>
    api(route, { body: { id } })
      .then((reply) => {
        if (typeof reply === 'string') message.success(reply);
        return queryClient.invalidateQueries({ queryKey: KEY });
      })
      .catch(reportError);
  if (!grants.data?.length) return null;
  return (
    <Card variant="borderless" title="临床权限审批" style={{ marginBottom: 16 }}>
      <Table<ClinicalGrant>
        rowKey="id"
        size="small"
        pagination={{ pageSize: 10 }}
        dataSource={grants.data}
        columns={[
          { title: '角色', dataIndex: 'roleName' },
          {
            title: '权限',
            dataIndex: 'permissionName',
            render: (name: string, row) => (row.memberName ? `${row.memberName} 加入（含${name}等）` : name),
          },
          { title: '申请人', dataIndex: 'requesterName', width: 110 },
          { title: '申请时间', dataIndex: 'createTime', width: 170 },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (s: ClinicalGrant['status']) => <Tag color={STATUS[s][1]}>{STATUS[s][0]}</Tag>,
          },
          {
            title: '操作',
            key: 'action',
            width: 130,
            render: (_v, row) =>
              row.canDecide ? (
                <Space size={4}>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => decide(clinicalGrantRoutes.approve, row.id)}
                  >
                    批准
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    danger
                    onClick={() => decide(clinicalGrantRoutes.reject, row.id)}
                  >
                    驳回
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
