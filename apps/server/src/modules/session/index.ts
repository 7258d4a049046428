import type { ModuleDefinition } from '../../core/module.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { loginAttemptPurgeJob } from './attempt-purge-job.ts';
import { registerCaptcha } from './captcha.ts';
import { registerDepart } from './depart.ts';
import { registerEmbed } from './embed.ts';
import { registerLogin } from './login.ts';
import { registerLogout } from './logout.ts';
import { registerOidc } from './oidc.ts';
import { registerPassword } from './password.ts';
import { registerPreLogin } from './pre-login.ts';
import { registerRecovery } from './recover.ts';
import { registerSelfRegistration } from './register.ts';
import { registerSchoolLink } from './school-link.ts';
import { registerSms } from './sms.ts';
import { registerUserInfo } from './user-info-routes.ts';

function registerSessionModule(r: Registrar, services: Services): void {
  registerCaptcha(r, services);
  registerLogin(r, services);
  registerPreLogin(r, services);
  registerSms(r, services);
  registerRecovery(r, services);
  registerSelfRegistration(r, services);
  registerLogout(r, services);
  registerDepart(r, services);
  registerPassword(r, services);
  registerUserInfo(r, services);
  registerEmbed(r, services);
  registerOidc(r, services);
  registerSchoolLink(r, services);
}

export const sessionModule: ModuleDefinition = {
  name: 'session',
  platform: true,
  register: registerSessionModule,
  jobs: [loginAttemptPurgeJob],
  pages: ['/system/registrations'],
};

// The public face: what other modules use of 登录与会话.
export { userDeparts } from './user-departs.ts';
export { toUserInfo } from './user-info.ts';
