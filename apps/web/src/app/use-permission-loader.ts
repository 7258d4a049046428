import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { loginUrl } from '../access/guard.ts';
import { loadPermissions, logout } from '../access/session-actions.ts';
import { MenuVersionError, startFailureStore } from '../access/start-failure.ts';
import { isApiError } from '../api/api-error.ts';
import { reportError } from '../api/error-display.ts';
import { feedback } from '../api/feedback.ts';

let inFlight: Promise<void> | null = null;

/**
 * Loads the menu once when the guard asks for it. On failure (including an empty menu) the user
 * is logged out and sent to login with the page they wanted as `redirect` (spec §2, §8); a menu of
 * another console's version shows the start-failure page instead.
 */
export function usePermissionLoader(needed: boolean, fullPath: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!needed || inFlight) return;
    inFlight = loadPermissions()
      .catch(async (error: unknown) => {
        // Another console's menu: the start-failure page, and no further (spec §8).
        if (error instanceof MenuVersionError) {
          startFailureStore.set(error);
          return;
        }
        if (isApiError(error)) reportError(error);
        else if (error instanceof Error) {
          feedback()?.notification.error({ title: '系统提示', description: error.message, duration: 4 });
        }
        await logout();
        navigate(loginUrl(fullPath), { replace: true });
      })
      .finally(() => {
        inFlight = null;
      });
  }, [needed, fullPath, navigate]);
}
