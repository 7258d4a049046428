import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { SIGNED_LINK_PATTERN } from '@xinmiao/shared';
import type { Db } from '../db/types.ts';
import { TenantDb } from './tenant-db.ts';

/**
 * What a signed link may stand for. Each purpose signs under its own key, so a guardian's
 * registration ticket is never accepted as a lecture's registration link, nor the other way round.
 */
export type SignedLinkPurpose = 'lecture' | 'lecture-registration';

/**
 * Public pages of one school that are opened by a link or QR code instead of a session (a
 * lecture's registration page): the link names the school and the record, and its signature
 * proves this installation issued exactly that pair. A public route resolves its school from the
 * link alone (never from a `tenant-id` header) and reads through the TenantDb this returns, so a
 * link of school A can reach nothing of school B. Links last as long as their record; the record's
 * own state (a lecture's registration closed) decides what they still open.
 */
export class SignedLinks {
  private readonly keys: Record<SignedLinkPurpose, Buffer>;

  constructor(
    installationSecret: string,
    private readonly db: Db,
  ) {
    const key = (purpose: SignedLinkPurpose) =>
      Buffer.from(
        hkdfSync('sha256', installationSecret, Buffer.alloc(0), `xinmiao signed link ${purpose} v1`, 32),
      );
    this.keys = { lecture: key('lecture'), 'lecture-registration': key('lecture-registration') };
  }

  private mac(purpose: SignedLinkPurpose, tenantId: number, id: string): Buffer {
    return createHmac('sha256', this.keys[purpose]).update(`${tenantId}\n${id}`).digest();
  }

  /** The token `<tenant>.<id>.<signature>` (`SIGNED_LINK_PATTERN`) for record `id` of `tenantId`. */
  issue(purpose: SignedLinkPurpose, tenantId: number, id: string): string {
    return `${tenantId}.${id}.${this.mac(purpose, tenantId, id).toString('base64url')}`;
  }

  /** The school's database and the record a token names, when this installation signed it for `purpose`. */
  open(purpose: SignedLinkPurpose, token: string): { db: TenantDb; id: string } | null {
    const match = SIGNED_LINK_PATTERN.exec(token);
    if (!match) return null;
    const [, tenant = '', id = '', signature = ''] = match;
    const tenantId = Number(tenant);
    if (!Number.isSafeInteger(tenantId)) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(purpose, tenantId, id);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { db: new TenantDb(this.db, tenantId), id };
  }
}
