import { accountRoutes } from '@xinmiao/shared';
import { useEffect, useState } from 'react';
import { api } from '../../../api/client.ts';

/**
 * Whether the server asks for the captcha (`LOGIN_CAPTCHA`); null until it answered. If it cannot
 * be asked, the field is shown: the server refuses a missing code anyway.
 */
export function useCaptchaRequired(): boolean | null {
  const [required, setRequired] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    api(accountRoutes.loginConfig, {}, { silent: true })
      .then((config) => live && setRequired(config.captcha !== false))
      .catch(() => live && setRequired(true));
    return () => {
      live = false;
    };
  }, []);
  return required;
}
