import { Flex } from 'antd';
import { OidcProvidersCard } from './OidcProvidersCard.tsx';
import { RegisterSettingsCard } from './RegisterSettingsCard.tsx';
import { SmsGatewayCard } from './SmsGatewayCard.tsx';

/** 登录配置: how this school's people sign in: its identity providers, its SMS gateway, self-registration. */
export function SignInSettingsPage() {
  return (
    <Flex vertical gap={16}>
      <OidcProvidersCard />
      <SmsGatewayCard />
      <RegisterSettingsCard />
    </Flex>
  );
}
