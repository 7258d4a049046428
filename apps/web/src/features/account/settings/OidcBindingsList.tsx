import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type OidcBinding, oidcRoutes } from '@xinmiao/shared';
import { App, Button, List, Popconfirm } from 'antd';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';

const KEY = ['my-oidc-bindings'];

/** 统一身份认证绑定: the school sign-ins bound to this account, each removable (解除绑定). */
export function OidcBindingsList() {
  const bindings = useQuery({ queryKey: KEY, queryFn: () => api(oidcRoutes.bindings) });
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const unbind = (id: string) =>
    api(oidcRoutes.unbind, { query: { id } })
      .then((reply) => {
        if (typeof reply === 'string') message.success(reply);
        return queryClient.invalidateQueries({ queryKey: KEY });
      })
      .catch(reportError);

  return <BindingList bindings={bindings.data} loading={bindings.isLoading} onUnbind={unbind} header />;
}

/**
 * The bindings with 解除绑定 after a confirmation, for 账户设置 and the H5's 我的账号 (`touch`: tap
 * targets of a phone).
 */
export function BindingList({
  bindings,
  loading,
  onUnbind,
  header = false,
  touch = false,
}: {
  bindings: readonly OidcBinding[] | undefined;
  loading: boolean;
  onUnbind: (id: string) => unknown;
  header?: boolean;
  touch?: boolean;
}) {
  return (
    <List
      header={header ? '统一身份认证绑定' : undefined}
      loading={loading}
      locale={{ emptyText: '未绑定统一身份认证' }}
      dataSource={[...(bindings ?? [])]}
      renderItem={(b) => (
        <List.Item
          actions={[
            <Popconfirm key="unbind" title="确定解除绑定吗？" onConfirm={() => onUnbind(b.id)}>
              <Button type={touch ? 'default' : 'link'} danger style={touch ? { minHeight: 44 } : undefined}>
                解除绑定
              </Button>
            </Popconfirm>,
          ]}
        >
          <List.Item.Meta
            title={`${b.schoolName} · ${b.providerName}`}
            description={`绑定于 ${b.createTime}`}
          />
        </List.Item>
      )}
    />
  );
}
