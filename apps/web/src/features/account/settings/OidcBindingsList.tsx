import { useQuery, useQueryClient } from '@tanstack/react-query';
import { oidcRoutes } from '@xinmiao/shared';
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

  return (
    <List
      header="统一身份认证绑定"
      loading={bindings.isLoading}
      locale={{ emptyText: '未绑定统一身份认证' }}
      dataSource={bindings.data ?? []}
      renderItem={(b) => (
        <List.Item
          actions={[
            <Popconfirm key="unbind" title="确定解除绑定吗？" onConfirm={() => unbind(b.id)}>
              <Button type="link" danger>
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
