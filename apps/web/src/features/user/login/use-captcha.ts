import { sessionRoutes } from '@xinmiao/shared';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../api/client.ts';

export type Captcha = { key: string; image: string; failed: boolean; refresh: () => void };

/** Captcha image keyed by `Date.now()`; the key goes back to the server as `checkKey`. Loaded only when `enabled`. */
export function useCaptcha(enabled: boolean): Captcha {
  const [state, setState] = useState({ key: '', image: '', failed: false });
  const refresh = useCallback(() => {
    if (!enabled) return;
    const key = String(Date.now());
    api(sessionRoutes.captcha, { params: { key } }, { silent: true })
      .then((image) => setState({ key, image, failed: false }))
      .catch(() => setState({ key, image: '', failed: true }));
  }, [enabled]);
  useEffect(refresh, [refresh]);
  return { ...state, refresh };
}
