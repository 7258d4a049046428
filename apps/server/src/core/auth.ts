import { Msg } from '@xinmiao/shared';
import type { FastifyRequest } from 'fastify';
import { AuthError } from './errors.ts';
import type { Services } from './services.ts';
import type { Session } from './session-store.ts';
import { isActiveMember } from './tenants.ts';

export type AuthInfo = {
  session: Session;
  tenantId: number;
  orgCode: string | null;
  permissions: ReadonlySet<string>;
};

function firstString(value: unknown): string | undefined {
  if (Array.isArray(value)) return firstString(value[0]);
  return typeof value === 'string' ? value : undefined;
}

/**
 * The `X-Access-Token` header; on download routes (`fromQuery`) also the `token` query parameter,
 * which a link opened by the browser is the only way to send. Elsewhere `?token=` is ignored, so a
 * token that leaked into a URL (history, referrer, proxy log) opens nothing but downloads.
 */
export function requestToken(request: FastifyRequest, fromQuery = false): string | null {
  const header = firstString(request.headers['x-access-token']);
  if (header || !fromQuery) return header ?? null;
  const query = request.query as Record<string, unknown> | undefined;
  return firstString(query?.token) ?? null;
}

function requestedTenant(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  return (
    firstString(request.headers['x-tenant-id']) ??
    firstString(request.headers['tenant-id']) ??
    firstString(query?.tenantId)
  );
}

/**
 * Resolves the caller from the token, then the tenant: the session's tenant unless a header names
 * another one the user actively belongs to. Anything else is a 401, so a foreign tenant id can
 * neither be used nor probed.
 */
export async function authenticate(
  services: Services,
  request: FastifyRequest,
  fromQuery = false,
): Promise<AuthInfo> {
  const token = requestToken(request, fromQuery);
  if (!token) throw new AuthError(Msg.tokenInvalid);
  const found = await services.sessions.lookupWith(token, (owner) =>
    services.permissions.cacheKeys(owner.userId, owner.tenantId),
  );
  if (!found) throw new AuthError(Msg.tokenInvalid);
  const { session, alongside } = found;

  let tenantId = session.tenantId;
  let orgCode = session.orgCode;
  const raw = requestedTenant(request)?.trim();
  if (raw && raw !== '0' && raw !== String(session.tenantId)) {
    const asked = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
    // A session from a school's own sign-in (统一身份认证) serves that school only.
    if (
      session.pinned ||
      !Number.isInteger(asked) ||
      !(await isActiveMember(services.db, session.userId, asked))
    ) {
      throw new AuthError(Msg.tenantChanged);
    }
    tenantId = asked;
    orgCode = null;
  }
  // The permission entries read with the session serve when they were read for this user and tenant.
  const read =
    alongside?.owner.userId === session.userId && alongside.owner.tenantId === tenantId
      ? alongside.values
      : undefined;
  const permissions = await services.permissions.codes(session.userId, tenantId, read);
  return { session, tenantId, orgCode, permissions };
}
