import { HOME_PATH, type LoginResult } from '@xinmiao/shared';
import { App } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { redirectTarget } from '../../../access/guard.ts';
import { activateSession, logout, needsTenantChoice } from '../../../access/session-actions.ts';
import { warmShell } from '../../../app/warm-shell.ts';
import { queueWelcomeNotice } from '../../../layouts/welcome-notice.ts';
import { showLoginError } from './login-error.ts';

const TenantChooser = lazy(() => import('./TenantChooser.tsx').then((m) => ({ default: m.TenantChooser })));

export type LoginCompletion = {
  submitting: boolean;
  /**
   * Runs one login call; on success the tenant/department chooser when needed, then the redirect.
   * On refusal the server's message is shown and `onRefused` lets the form reset its code field.
   */
  attempt: (signIn: () => Promise<LoginResult>, onRefused: (error: unknown) => void) => Promise<void>;
  chooser: ReactNode;
};

/** What every login tab does once the server said yes (or no), so they all end the same way. */
export function useLoginCompletion(onChoiceCancelled: () => void): LoginCompletion {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<LoginResult | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const finish = () => {
    // Signed in before navigating, so the guard does not bounce the target back to login.
    queueWelcomeNotice();
    activateSession();
    navigate(redirectTarget(location.search) ?? HOME_PATH, { replace: true });
  };

  const cancelChoice = () => {
    setPending(null);
    void logout();
    onChoiceCancelled();
  };

  const attempt = async (signIn: () => Promise<LoginResult>, onRefused: (error: unknown) => void) => {
    setSubmitting(true);
    try {
      const signingIn = signIn();
      // After the sign-in request has left: on HTTP/1.1 the chunks would take its connections first.
      warmShell();
      const result = await signingIn;
      if (needsTenantChoice(result)) setPending(result);
      else finish();
    } catch (error) {
      showLoginError(notification, error);
      onRefused(error);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    submitting,
    attempt,
    chooser: pending && (
      <Suspense fallback={null}>
        <TenantChooser result={pending} onDone={finish} onCancel={cancelChoice} />
      </Suspense>
    ),
  };
}
