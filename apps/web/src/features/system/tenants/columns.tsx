import { type SysTenant, TENANT_KINDS, type TenantMember } from '@xinmiao/shared';
import { type TableColumnsType, Tag } from 'antd';
import { rowActionsColumns } from '../../../components/list/row-actions-column.tsx';

export type TenantActions = {
  can: (code: string) => boolean;
  platform: boolean;
  edit: (row: SysTenant) => void;
  members: (row: SysTenant) => void;
  remove: (row: SysTenant) => void;
  /** 添加账号 of a 教育局 (the platform only: a bureau has no administrator of its own). */
  addRegionAccount: (row: SysTenant) => void;
};

const day = (v: string | null) => (v ? v.slice(0, 10) : '不限');

/** Columns of 租户管理. */
export function tenantColumns(actions: TenantActions): TableColumnsType<SysTenant> {
  return [
    { title: '租户编号', dataIndex: 'id', width: 100 },
    { title: '租户名称', dataIndex: 'name', width: 200 },
    {
      title: '租户类型',
      dataIndex: 'kind',
      width: 100,
      render: (_v, row) => (
        <Tag color={row.kind === 'region' ? 'purple' : 'blue'}>{TENANT_KINDS[row.kind]}</Tag>
      ),
    },
    {
      title: '有效期',
      key: 'term',
      width: 220,
      render: (_v, row) => `${day(row.beginDate)} ~ ${day(row.endDate)}`,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (_v, row) => <Tag color={row.status === 1 ? 'green' : 'red'}>{row.status_dictText}</Tag>,
    },
    { title: '创建时间', dataIndex: 'createTime', width: 180 },
    ...rowActionsColumns<SysTenant>((row) => [
      ...(actions.can('system:tenant:edit')
        ? [{ key: 'edit', label: '编辑', onClick: () => actions.edit(row) }]
        : []),
      ...(actions.platform && row.kind === 'region' && actions.can('system:tenant:edit')
        ? [{ key: 'account', label: '添加账号', onClick: () => actions.addRegionAccount(row) }]
        : []),
      { key: 'members', label: '成员', onClick: () => actions.members(row) },
      ...(actions.platform && actions.can('system:tenant:delete')
        ? [
            {
              key: 'delete',
              label: '删除',
              danger: true,
              confirm: '确定删除吗?',
              onClick: () => actions.remove(row),
            },
          ]
        : []),
    ]),
  ];
}

/**
 * The member row's buttons: 移出 (either side), 重置密码 (the platform only: shared accounts too),
 * 设为中心主任 (the platform only: a school's first clinical holder, refused once it has one).
 */
export type MemberActions = {
  remove: ((row: TenantMember) => void) | null;
  resetPassword: ((row: TenantMember) => void) | null;
  nameDirector?: ((row: TenantMember) => void) | null;
};

/** Columns of a tenant's members. */
export function memberColumns({
  remove,
  resetPassword,
  nameDirector,
}: MemberActions): TableColumnsType<TenantMember> {
  return [
    { title: '用户账号', dataIndex: 'username', width: 140 },
    { title: '用户姓名', dataIndex: 'realname', width: 120 },
    { title: '所属学校', dataIndex: 'homeTenantId', width: 100 },
    ...(remove || resetPassword || nameDirector
      ? rowActionsColumns<TenantMember>((row) => [
          ...(nameDirector
            ? [
                {
                  key: 'director',
                  label: '设为中心主任',
                  confirm:
                    '指定该用户为本校首位中心主任（持有全部临床权限）？仅在学校尚无临床权限持有人时可用，学校管理员会收到通知。',
                  onClick: () => nameDirector(row),
                },
              ]
            : []),
          ...(resetPassword ? [{ key: 'reset', label: '重置密码', onClick: () => resetPassword(row) }] : []),
          ...(remove
            ? [
                {
                  key: 'remove',
                  label: '移出',
                  danger: true,
                  confirm: '确定将该用户移出吗?',
                  onClick: () => remove(row),
                },
              ]
            : []),
        ])
      : []),
  ];
}
