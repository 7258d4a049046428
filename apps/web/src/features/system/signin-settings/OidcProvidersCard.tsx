import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CAS_CALLBACK_PATH,
  CHAT_APP_LOGIN_PATH,
  OIDC_CALLBACK_PATH,
  type OidcProvider,
  type OidcProviderInput,
  oidcProviderRoutes,
  SIGN_IN_PROTOCOLS,
} from '@xinmiao/shared';
import { App, Button, Card, Form, Input, Popconfirm, Select, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';

const KEY = ['oidc-providers'];
/** What each platform calls the app's id (its secret is the Client Secret field). */
const CLIENT_ID_LABELS: Record<OidcProvider['protocol'], string> = {
  oidc: 'Client ID',
  cas: 'Client ID',
  wechat_enterprise: '企业 CorpID',
  dingtalk: 'AppKey（Client ID）',
  feishu: 'App ID',
};
const chatEntry = `${window.location.origin}${CHAT_APP_LOGIN_PATH}?school=<学校编号>`;

type Values = Omit<OidcProviderInput, 'enabled'> & { enabled: boolean };

/**
 * 统一身份认证: the school's OpenID Connect providers, CAS servers and enterprise chat apps (企业微信,
 * 钉钉, 飞书). The client secret is write-only (the server shows 已设置/未设置; an empty field keeps
 * it). The provider must accept this console's callback page as its redirect address.
 */
export function OidcProvidersCard() {
  const providers = useQuery({ queryKey: KEY, queryFn: () => api(oidcProviderRoutes.all) });
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<OidcProvider | null>(null);
  const [open, setOpen] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });

  const edit = (row: OidcProvider | null) => {
    setEditing(row);
    setOpen(true);
  };
  const remove = (row: OidcProvider) =>
    api(oidcProviderRoutes.delete, { query: { id: row.id } })
      .then((reply) => {
        if (typeof reply === 'string') message.success(reply);
        return refresh();
      })
      .catch(reportError);

  return (
    <Card
      variant="borderless"
      title="统一身份认证（OpenID Connect）"
      extra={
        <Button type="primary" onClick={() => edit(null)}>
          新增
        </Button>
      }
    >
      <p>
        OpenID Connect 回调地址：<code>{`${window.location.origin}${OIDC_CALLBACK_PATH}`}</code>；CAS
        服务地址：
        <code>{`${window.location.origin}${CAS_CALLBACK_PATH}`}</code>
        ；企业微信、钉钉、飞书应用的主页与回调地址：
        <code>{`${window.location.origin}${CHAT_APP_LOGIN_PATH}`}</code>；学校专属登录链接：
        <code>{`${window.location.origin}/user/login?school=<学校编号>`}</code>
      </p>
      <Table<OidcProvider>
        rowKey="id"
        size="middle"
        pagination={false}
        loading={providers.isLoading}
        dataSource={providers.data ?? []}
        columns={[
          { title: '显示名称', dataIndex: 'name' },
          {
            title: '协议',
            dataIndex: 'protocol',
            render: (v: OidcProvider['protocol']) => SIGN_IN_PROTOCOLS[v],
          },
          { title: 'Issuer', dataIndex: 'issuer' },
          { title: 'Client ID', dataIndex: 'clientId' },
          { title: 'Client Secret', dataIndex: 'clientSecretState' },
          { title: '用户名声明', dataIndex: 'usernameClaim' },
          {
            title: '状态',
            dataIndex: 'enabled',
            render: (v: number) => (v === 1 ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, row) => (
              <Space>
                <Button type="link" onClick={() => edit(row)}>
                  编辑
                </Button>
                <Popconfirm title="确定删除吗？删除后已绑定的账号需重新绑定" onConfirm={() => remove(row)}>
                  <Button type="link" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <RecordFormModal<Values>
        editing={editing}
        open={open}
        width={640}
        initialValues={() =>
          editing
            ? { ...editing, clientSecret: '', enabled: editing.enabled === 1 }
            : {
                protocol: 'oidc',
                scopes: 'openid profile',
                usernameClaim: 'preferred_username',
                enabled: true,
              }
        }
        save={(values) =>
          api(oidcProviderRoutes.save, {
            body: { ...values, ...(editing ? { id: editing.id } : {}), enabled: values.enabled ? 1 : 0 },
          })
        }
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          void refresh();
        }}
      >
        <Form.Item name="protocol" label="协议">
          <Select options={Object.entries(SIGN_IN_PROTOCOLS).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item
          name="name"
          label="显示名称"
          rules={[{ required: true, whitespace: true, message: '请输入显示名称' }]}
        >
          <Input maxLength={32} placeholder="如：统一身份认证" />
        </Form.Item>
        <Form.Item noStyle dependencies={['protocol']}>
          {({ getFieldValue }) => {
            const protocol = getFieldValue('protocol') as OidcProvider['protocol'];
            const chat = protocol !== 'oidc' && protocol !== 'cas';
            return (
              <>
                {!chat && (
                  <Form.Item
                    name="issuer"
                    label="Issuer / CAS 地址"
                    rules={[{ required: true, message: '请输入 Issuer 地址' }]}
                  >
                    <Input maxLength={255} placeholder="https://idp.example.edu.cn" />
                  </Form.Item>
                )}
                {protocol !== 'cas' && (
                  <Form.Item
                    name="clientId"
                    label={CLIENT_ID_LABELS[protocol]}
                    rules={[
                      { required: true, whitespace: true, message: `请输入${CLIENT_ID_LABELS[protocol]}` },
                    ]}
                    extra={chat ? `在${SIGN_IN_PROTOCOLS[protocol]}中打开：${chatEntry}` : undefined}
                  >
                    <Input maxLength={128} />
                  </Form.Item>
                )}
              </>
            );
          }}
        </Form.Item>
        <Form.Item
          name="clientSecret"
          label="Client Secret"
          extra={editing ? `当前：${editing.clientSecretState}；留空则不修改` : undefined}
        >
          <Input.Password maxLength={512} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="scopes" label="授权范围">
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="usernameClaim" label="用户名声明" extra="首次登录时以该声明的值作为待绑定的账号">
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
      </RecordFormModal>
    </Card>
  );
}
