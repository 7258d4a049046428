import { EMBED_ENTRY_PATH, EMBED_MESSAGES, EMBED_PAGE_PATTERN, HOME_PATH } from '@xinmiao/shared';
import { Result } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { activateSession, embedLogin } from '../../../access/session-actions.ts';
import { ApiError } from '../../../api/api-error.ts';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { markEmbedded } from '../../../layouts/embedded.ts';

/**
 * Where a business page opened in a JeecgBoot console's frame arrives (`/embed#code=…&to=…`, sent
 * by the server's entry route): the one-time code leaves the address at once, is redeemed for a
 * session of this console, and the frame goes on to the page, shown without our menu and header.
 */
export function EmbedEntry() {
  const location = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const fragment = useRef(location.hash);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(fragment.current.replace(/^#/, ''));
    const code = params.get('code') ?? '';
    const to = params.get('to') ?? '';
    navigate(EMBED_ENTRY_PATH, { replace: true });
    if (!code) {
      setError(EMBED_MESSAGES.badCode);
      return;
    }
    embedLogin(code)
      .then(() => {
        markEmbedded();
        activateSession();
        navigate(EMBED_PAGE_PATTERN.test(to) ? to : HOME_PATH, { replace: true });
      })
      .catch((err: unknown) => setError(err instanceof ApiError ? err.message : EMBED_MESSAGES.badCode));
  }, [navigate]);

  return error ? <Result status="warning" title={error} /> : <PageLoading />;
}
