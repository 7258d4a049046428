import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  sysDepartRolePermission,
  sysDepartRoleUser,
  sysPermission,
  sysRolePermission,
  sysUserRole,
} from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { type Cache, orMiss } from './cache.ts';
import { idList } from './id-list.ts';

const CACHE_TTL_S = 300;
const CATALOG_VERSION_KEY = 'permver:catalog';
/** Users whose last parsed set an instance keeps (an administrator's is some 20 kB of text). */
const PARSED_HELD = 1_000;

const userKey = (tenantId: number, userId: string) => `perm:${tenantId}:${userId}`;

type Parsed = { raw: string; version: string; codes: ReadonlySet<string> };

export type PermissionRow = typeof sysPermission.$inferSelect;

/** The catalogue's rows and one school's generated rows (its online forms'). */
export const ofSchool = (tenantId: number) =>
  or(isNull(sysPermission.ownerTenantId), eq(sysPermission.ownerTenantId, tenantId));

/**
 * What a user may do in one tenant: the union of their roles' grants and their department roles'
 * grants. Button codes are cached in Redis under a per-tenant version, so a role change anywhere
 * (`invalidateTenant`) invalidates every instance's view at once.
 */
export class PermissionService {
  /**
   * The set last parsed from each user's cached text. Redis stays the truth: the text is read on
   * every call and the set reused only while it is the same text, so an administrator's request
   * does not parse 700 codes again (0.13 ms and their garbage).
   */
  private readonly parsed = new Map<string, Parsed>();

  constructor(
    private readonly db: Db,
    private readonly cache: Cache | null,
  ) {}

  private grantedIds(userId: string, tenantId: number) {
    const viaRoles = this.db
      .select({ id: sysRolePermission.permissionId })
      .from(sysRolePermission)
      .innerJoin(
        sysUserRole,
        and(
          eq(sysUserRole.tenantId, sysRolePermission.tenantId),
          eq(sysUserRole.roleId, sysRolePermission.roleId),
        ),
      )
      .where(and(eq(sysUserRole.tenantId, tenantId), eq(sysUserRole.userId, userId)));
    const viaDeparts = this.db
      .select({ id: sysDepartRolePermission.permissionId })
      .from(sysDepartRolePermission)
      .innerJoin(
        sysDepartRoleUser,
        and(
          eq(sysDepartRoleUser.tenantId, sysDepartRolePermission.tenantId),
          eq(sysDepartRoleUser.droleId, sysDepartRolePermission.roleId),
        ),
      )
      .where(and(eq(sysDepartRoleUser.tenantId, tenantId), eq(sysDepartRoleUser.userId, userId)));
    return or(inArray(sysPermission.id, viaRoles), inArray(sysPermission.id, viaDeparts));
  }

  /** Every granted, non-deleted catalogue row (menus and buttons). */
  async grantedRows(userId: string, tenantId: number): Promise<PermissionRow[]> {
    return this.db
      .select()
      .from(sysPermission)
      .where(and(eq(sysPermission.delFlag, 0), this.grantedIds(userId, tenantId)))
      .orderBy(sysPermission.sortNo);
  }

  /** The cache entries `codes` reads, in its order (for a caller that reads them with others). */
  cacheKeys(userId: string, tenantId: number): string[] {
    return [CATALOG_VERSION_KEY, `permver:${tenantId}`, userKey(tenantId, userId)];
  }

  /**
   * The user's button codes (menu_type 2, status 1) in this tenant. `read`: the values of
   * `cacheKeys(userId, tenantId)` when the caller has just read them.
   */
  async codes(userId: string, tenantId: number, read?: (string | null)[]): Promise<ReadonlySet<string>> {
    const key = userKey(tenantId, userId);
    let version = '0';
    if (this.cache) {
      const [catalog, ver, hit] =
        read ?? (await orMiss(this.cache.mget(this.cacheKeys(userId, tenantId)), [null, null, null]));
      version = `${catalog ?? '0'}.${ver ?? '0'}`;
      if (hit) {
        const held = this.parsed.get(key);
        if (held?.raw === hit) {
          if (held.version === version) return held.codes;
        } else {
          const parsed = JSON.parse(hit) as { v: string; codes: string[] };
          const codes = new Set(parsed.codes);
          this.hold(key, { raw: hit, version: parsed.v, codes });
          if (parsed.v === version) return codes;
        }
      }
    }
    const rows = await this.db
      .select({ perms: sysPermission.perms })
      .from(sysPermission)
      .where(
        and(
          eq(sysPermission.menuType, 2),
          eq(sysPermission.delFlag, 0),
          eq(sysPermission.status, 1),
          this.grantedIds(userId, tenantId),
        ),
      );
    const codes = rows.flatMap((r) => idList(r.perms));
    if (this.cache)
      await orMiss(this.cache.set(key, JSON.stringify({ v: version, codes }), CACHE_TTL_S), false);
    return new Set(codes);
  }

  /**
   * Every live catalogue row (menus and buttons) a school sees, in tree order, for the grant
   * screens: the code's catalogue and the rows generated for the school's own online forms.
   */
  async catalogRows(tenantId: number): Promise<PermissionRow[]> {
    return this.db
      .select()
      .from(sysPermission)
      .where(and(eq(sysPermission.delFlag, 0), ofSchool(tenantId)))
      .orderBy(sysPermission.sortNo);
  }

  /** The live rows among `ids` the school sees; unknown, retired and other schools' ids drop out. */
  async liveRows(ids: readonly string[], tenantId: number): Promise<PermissionRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(sysPermission)
      .where(and(eq(sysPermission.delFlag, 0), ofSchool(tenantId), inArray(sysPermission.id, [...ids])));
  }

  private hold(key: string, parsed: Parsed): void {
    if (this.parsed.size >= PARSED_HELD && !this.parsed.has(key)) this.parsed.clear();
    this.parsed.set(key, parsed);
  }

  async invalidateUser(userId: string, tenantId: number): Promise<void> {
    await this.cache?.del([userKey(tenantId, userId)]);
  }

  /** Call after the catalogue changed (a start-up sync): every tenant's cached sets go stale. */
  async invalidateCatalog(): Promise<void> {
    await this.cache?.incr(CATALOG_VERSION_KEY);
  }

  /** Call after any change to roles, grants or memberships of a tenant. */
  async invalidateTenant(tenantId: number): Promise<void> {
    await this.cache?.incr(`permver:${tenantId}`);
  }
}
