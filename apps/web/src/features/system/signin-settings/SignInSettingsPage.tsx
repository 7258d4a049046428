import { Flex } from 'antd';
import { OidcProvidersCard } from './OidcProvidersCard.tsx';
import { SmsGatewayCard } from './SmsGatewayCard.tsx';

/** 登录配置: how this school's people sign in: its identity providers and its SMS gateway. */
export function SignInSettingsPage() {
  return (
    <Flex vertical gap={16}>
      <OidcProvidersCard />
      <SmsGatewayCard />
    </Flex>
  );
}
