import { DomUtils, parseDocument } from 'htmlparser2';
import { OidcRefused } from './oidc.ts';
import { fetchWithoutTurn } from './school-turns.ts';

/** Who the CAS server says the ticket belongs to, with the attributes it released. */
export type CasIdentity = { user: string; attributes: Record<string, string> };

type CasJson = {
  serviceResponse?: {
    authenticationSuccess?: { user?: unknown; attributes?: Record<string, unknown> };
    authenticationFailure?: { code?: unknown; description?: unknown };
  };
};

const first = (value: unknown): string | undefined => {
  const one = Array.isArray(value) ? value[0] : value;
  return typeof one === 'string' || typeof one === 'number' ? String(one) : undefined;
};

function fromJson(body: CasJson): CasIdentity {
  const success = body.serviceResponse?.authenticationSuccess;
  const user = first(success?.user);
  if (!user) {
    const failure = body.serviceResponse?.authenticationFailure;
    throw new OidcRefused(
      'casTicketRefused',
      `${first(failure?.code) ?? 'no user'} ${first(failure?.description) ?? ''}`,
    );
  }
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(success?.attributes ?? {})) {
    const text = first(value);
    if (text !== undefined) attributes[name] = text;
  }
  return { user, attributes };
}

/** CAS 2.0/3.0 XML (`<cas:serviceResponse>`), parsed with htmlparser2 in XML mode. */
function fromXml(text: string): CasIdentity {
  const doc = parseDocument(text, { xmlMode: true });
  const success = DomUtils.getElementsByTagName('cas:authenticationSuccess', doc)[0];
  const userNode = success && DomUtils.getElementsByTagName('cas:user', success)[0];
  const user = userNode ? DomUtils.textContent(userNode).trim() : '';
  if (!success || !user) {
    const failure = DomUtils.getElementsByTagName('cas:authenticationFailure', doc)[0];
    throw new OidcRefused('casTicketRefused', failure ? DomUtils.textContent(failure).trim() : 'no user');
  }
  const attributes: Record<string, string> = {};
  const holder = DomUtils.getElementsByTagName('cas:attributes', success)[0];
  for (const node of holder ? DomUtils.getChildren(holder) : []) {
    // A repeated attribute (several values) keeps its first value.
    if (DomUtils.isTag(node))
      attributes[node.name.replace(/^cas:/, '')] ??= DomUtils.textContent(node).trim();
  }
  return { user, attributes };
}

/** Reads a `serviceValidate` answer, JSON (CAS 3 `format=JSON`) or XML. */
export function parseServiceResponse(text: string): CasIdentity {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    try {
      return fromJson(JSON.parse(trimmed) as CasJson);
    } catch (error) {
      if (error instanceof OidcRefused) throw error;
      throw new OidcRefused('casTicketRefused', 'unreadable JSON');
    }
  }
  return fromXml(trimmed);
}

/**
 * Validates a service ticket at the school's CAS server (`/p3/serviceValidate`, asking for JSON;
 * XML answers are read too). The server decides expiry and single use; the caller also refuses a
 * ticket it has seen.
 */
export async function validateCasTicket(
  server: string,
  ticket: string,
  service: string,
): Promise<CasIdentity> {
  const url = new URL(`${server.replace(/\/+$/, '')}/p3/serviceValidate`);
  url.searchParams.set('ticket', ticket);
  url.searchParams.set('service', service);
  url.searchParams.set('format', 'JSON');
  let text: string;
  try {
    const response = await fetchWithoutTurn(url, { signal: AbortSignal.timeout(10_000) });
    text = await response.text();
  } catch (error) {
    throw new OidcRefused('unreachable', error instanceof Error ? error.message : String(error));
  }
  return parseServiceResponse(text);
}
