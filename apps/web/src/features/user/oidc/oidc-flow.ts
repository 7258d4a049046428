import { oidcRoutes } from '@xinmiao/shared';
import { api } from '../../../api/client.ts';

const FLOW_KEY = 'xinmiao-oidc-flow';

/** Where a sign-in through a school's provider returns: the console, or the student app (/m). */
export type OidcClient = 'pc' | 'm';

type PendingFlow = { flow: string; client: OidcClient };

/**
 * Starts signing in with a school's provider: the server keeps the PKCE verifier, state and nonce,
 * this tab keeps the flow key (sessionStorage: this tab only), and the browser goes to the provider.
 */
export async function startOidc(tenantId: number, providerId: string, client: OidcClient): Promise<void> {
  const { authorizeUrl, flow } = await api(oidcRoutes.start, { body: { tenantId, providerId } });
  sessionStorage.setItem(FLOW_KEY, JSON.stringify({ flow, client } satisfies PendingFlow));
  window.location.assign(authorizeUrl);
}

/** The flow this tab started, used once. */
export function takePendingFlow(): PendingFlow | null {
  const raw = sessionStorage.getItem(FLOW_KEY);
  sessionStorage.removeItem(FLOW_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<PendingFlow>;
    return typeof parsed.flow === 'string'
      ? { flow: parsed.flow, client: parsed.client === 'm' ? 'm' : 'pc' }
      : null;
  } catch {
    return null;
  }
}
