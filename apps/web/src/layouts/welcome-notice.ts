import { App } from 'antd';
import { useEffect } from 'react';
import { greetingFor } from './header/greeting.ts';

let pending = false;

/** Called by the login page: the welcome is shown once the signed-in shell is on screen. */
export function queueWelcomeNotice(): void {
  pending = true;
}

/**
 * Shows the queued welcome after the shell has committed. Shown earlier, the notification's
 * entrance animation kept interrupting the shell's first (time-sliced) render, which React then
 * restarted from scratch on every frame: the side menu was built 150–200 times after each login.
 * Only a sign-in queues it (never a page load), and it sits bottom right: top right it covered the
 * header's user menu for its whole duration.
 */
export function useWelcomeNotice(): void {
  const { notification } = App.useApp();
  useEffect(() => {
    if (!pending) return;
    pending = false;
    notification.success({
      title: '欢迎',
      description: `${greetingFor(new Date().getHours())}，欢迎回来`,
      placement: 'bottomRight',
    });
  }, [notification]);
}
