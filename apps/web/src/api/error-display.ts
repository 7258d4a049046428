import { logout } from '../access/session-actions.ts';
import { sessionStore } from '../access/session-store.ts';
import { isApiError } from './api-error.ts';
import { type ErrorDisplay, errorDisplayFor, RELOAD_DELAY_MS } from './error-policy.ts';
import { feedback } from './feedback.ts';

const NOTICE_SECONDS = 4;
let expiredModalOpen = false;

function reload(): void {
  window.location.reload();
}

export function showErrorDisplay(display: ErrorDisplay): void {
  const fb = feedback();
  if (!fb) return;
  if (display.kind === 'message') {
    fb.message.warning(display.text);
    return;
  }
  if (display.kind === 'notification') {
    fb.notification.error({
      title: display.title,
      description: display.description,
      duration: NOTICE_SECONDS,
    });
    if (display.afterwards === 'logout-reload') {
      void logout().then(() => setTimeout(reload, RELOAD_DELAY_MS));
    }
    return;
  }
  if (expiredModalOpen) return;
  expiredModalOpen = true;
  fb.modal.error({
    title: display.title,
    content: display.content,
    okText: display.okText,
    mask: false,
    onOk: () =>
      logout().then(() => {
        expiredModalOpen = false;
        reload();
      }),
  });
}

function hasToken(): boolean {
  return Boolean(sessionStore.get().token);
}

/** Global handler for HTTP-level failures; the client calls it before throwing. */
export function showHttpError(error: Parameters<typeof errorDisplayFor>[0]): void {
  showErrorDisplay(errorDisplayFor(error, hasToken()));
}

/**
 * For callers that caught an error: business errors show the server message; HTTP errors were
 * already shown by the client; anything else (a bug) shows its own message.
 */
export function reportError(error: unknown): void {
  if (isApiError(error)) {
    if (error.kind === 'business') showErrorDisplay(errorDisplayFor(error, hasToken()));
    return;
  }
  const fb = feedback();
  const text = error instanceof Error ? error.message : String(error);
  fb?.message.error(text);
}
