import {
  type RegionAccountIssued,
  type SysTenant,
  TENANT_MESSAGES,
  tenantRoutes,
  USER_LIMITS,
} from '@xinmiao/shared';
import { Alert, Descriptions, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { RegionPicker } from '../../../components/pickers/region/RegionPicker.tsx';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { userRules } from '../users/user-form.ts';

type Values = { username: string; realname: string; phone: string; regionCode: string | undefined };

/**
 * 添加账号 of a 教育局, for the platform operator. The account sees the bureau's region (shown, not
 * chosen: docs/decisions.md §52); its random initial password is shown once, after saving, and must
 * be changed at the first sign-in.
 */
export function RegionAccountModal({ tenant, onClose }: { tenant: SysTenant | null; onClose: () => void }) {
  const [issued, setIssued] = useState<RegionAccountIssued | null>(null);
  const save = async (values: Values) => {
    if (!tenant) return null;
    const account = await api(tenantRoutes.addRegionAccount, {
      body: {
        tenantId: tenant.id,
        username: values.username,
        realname: values.realname,
        ...(values.phone ? { phone: values.phone } : {}),
      },
    });
    setIssued(account);
    return TENANT_MESSAGES.regionAccountAdded;
  };
  return (
    <>
      <RecordFormModal<Values>
        editing={null}
        title={`添加教育局账号：${tenant?.name ?? ''}`}
        open={tenant !== null}
        initialValues={() => ({
          username: '',
          realname: '',
          phone: '',
          regionCode: tenant?.regionCode ?? undefined,
        })}
        save={save}
        onClose={onClose}
        onSaved={onClose}
        inlineRefusal
      >
        <Form.Item name="username" label="用户账号" rules={userRules.username}>
          <Input maxLength={USER_LIMITS.username} placeholder="请输入用户账号" autoComplete="off" />
        </Form.Item>
        <Form.Item name="realname" label="用户姓名" rules={userRules.realname}>
          <Input maxLength={USER_LIMITS.realname} placeholder="请输入用户姓名" />
        </Form.Item>
        <Form.Item name="phone" label="手机号码" rules={userRules.phone}>
          <Input maxLength={11} placeholder="请输入手机号码" />
        </Form.Item>
        <Form.Item
          name="regionCode"
          label="可见地区"
          extra="该账号只能查看此地区内学校的汇总统计（小于5的数字显示为“<5”），看不到任何学生个人数据"
        >
          <RegionPicker disabled />
        </Form.Item>
      </RecordFormModal>
      <Modal
        title="教育局账号已创建"
        open={issued !== null}
        onOk={() => setIssued(null)}
        onCancel={() => setIssued(null)}
        okText="我已记下"
        cancelButtonProps={{ style: { display: 'none' } }}
        destroyOnHidden
      >
        <Alert
          type="warning"
          showIcon
          title="初始密码只在这里显示一次，系统不保存。请交给账号本人，首次登录必须修改密码；遗失时只能重置密码。"
          style={{ marginBottom: 16 }}
        />
        {issued && (
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="用户账号">{issued.username}</Descriptions.Item>
            <Descriptions.Item label="用户姓名">{issued.realname}</Descriptions.Item>
            <Descriptions.Item label="初始密码">
              <Typography.Text code copyable>
                {issued.password}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        )}
      </Modal>
    </>
  );
}
