import { SmsGatewayCard } from './SmsGatewayCard.tsx';

/** 登录配置: how this school's people sign in. Today its SMS gateway; identity providers come next. */
export function SignInSettingsPage() {
  return <SmsGatewayCard />;
}
