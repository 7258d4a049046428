import type { App } from 'antd';
import { isApiError } from '../../../api/api-error.ts';

type Notification = ReturnType<typeof App.useApp>['notification'];

/** Shows the server's refusal; HTTP failures were already announced by the request layer. */
export function showLoginError(notification: Notification, error: unknown, title = '登录失败'): void {
  if (isApiError(error) && error.kind === 'business') {
    notification.error({ title, description: error.message, duration: 4 });
  }
}
