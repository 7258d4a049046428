import { Button, Card, List, Tabs } from 'antd';
import { useSession } from '../../../access/session-store.ts';
import { useDevice } from '../../../hooks/use-device.ts';
import { openChangePassword, openDepartSwitch } from '../../../layouts/header/dialogs-store.ts';
import { BaseSettingsForm } from './BaseSettingsForm.tsx';
import { OidcBindingsList } from './OidcBindingsList.tsx';

/** 账户设置: the user's own profile (editable), and the entry points for password and department. */
export function AccountSettingsPage() {
  const session = useSession();
  const device = useDevice();
  return (
    <Card>
      <Tabs
        tabPlacement={device === 'mobile' ? 'top' : 'start'}
        items={[
          { key: 'base', label: '基本设置', children: <BaseSettingsForm /> },
          {
            key: 'security',
            label: '安全设置',
            children: (
              <>
                <List itemLayout="horizontal">
                  <List.Item
                    actions={[
                      <Button key="password" type="link" onClick={openChangePassword}>
                        修改
                      </Button>,
                    ]}
                  >
                    <List.Item.Meta title="账户密码" description="定期修改密码可以提高账户安全" />
                  </List.Item>
                  <List.Item
                    actions={[
                      <Button key="depart" type="link" onClick={() => void openDepartSwitch()}>
                        切换
                      </Button>,
                    ]}
                  >
                    <List.Item.Meta title="当前部门" description={session.info?.orgCodeTxt || '未设置部门'} />
                  </List.Item>
                </List>
                <OidcBindingsList />
              </>
            ),
          },
        ]}
      />
    </Card>
  );
}
