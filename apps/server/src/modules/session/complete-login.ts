import { type LoginResult, Msg, TENANT_MESSAGES } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import type { ConsoleKind } from '../../core/context.ts';
import { fail, okWith, type Reply } from '../../core/envelope.ts';
import { consoleAvatars } from '../../core/files/console-avatars.ts';
import type { Services } from '../../core/services.ts';
import { LOGIN_OK_SUFFIX, LogType, writeLog } from '../../core/sys-log.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import { type TenantBrief, usable, userTenants } from '../../core/tenants.ts';
import { sysUser } from '../../db/schema.ts';
import { allDictItems } from '../dict/index.ts';
import { pickDepart, userDeparts } from './user-departs.ts';
import { toDepart, toUserInfo, type UserRow } from './user-info.ts';

/** JeecgBoot tenant choice: the only tenant, else the last one if still valid, else the first; 0 if none. */
export function chooseTenant(active: TenantBrief[], last: number): number {
  if (active.length === 0) return 0;
  if (active.length === 1 || !active.some((t) => t.id === last)) return active[0]?.id ?? 0;
  return last;
}

/** Everything after the credentials are proven: tenant, department, session, log, login result. */
export async function completeLogin(
  services: Services,
  user: UserRow,
  options: {
    ip: string;
    device: string | null;
    loginOrgCode?: string | undefined;
    /** A school's own sign-in (统一身份认证): this school only, and the session cannot leave it. */
    school?: number;
    /** The console signing in: JeecgBoot's get the avatar as an `<img>` can load it. */
    console?: ConsoleKind;
  },
): Promise<Reply<LoginResult> | Reply<null>> {
  const { school } = options;
  const tenants = (await userTenants(services.db, user.id)).filter(
    (t) => school === undefined || t.id === school,
  );
  const active = tenants.filter(usable);
  if (tenants.length > 0 && active.length === 0) {
    // Frozen wins: an out-of-term school that is also frozen reads as frozen.
    const outOfTerm = tenants.some((t) => t.status === 1 && !t.inTerm);
    return fail(outOfTerm ? TENANT_MESSAGES.outOfTerm : Msg.tenantsFrozen);
  }
  // Only platform accounts work outside every school; a school account needs a live membership.
  if (active.length === 0 && (user.tenantId !== 0 || school !== undefined)) return fail(Msg.noTenant);

  const tenantId = chooseTenant(active, user.loginTenantId);
  const tdb = new TenantDb(services.db, tenantId);
  const departs = tenantId ? await userDeparts(tdb, user.id) : [];
  const { multi, orgCode } = pickDepart(departs, user.orgCode, options.loginOrgCode);

  await services.db.update(sysUser).set({ orgCode, loginTenantId: tenantId }).where(eq(sysUser.id, user.id));
  const token = await services.sessions.create({
    userId: user.id,
    tenantId,
    orgCode,
    ip: options.ip,
    device: options.device,
    pinned: school !== undefined,
  });
  await writeLog(tdb, {
    logType: LogType.LOGIN,
    logContent: `用户名: ${user.username}${LOGIN_OK_SUFFIX}`,
    username: user.username,
    realname: user.realname,
    ip: options.ip,
  });

  const current = { ...user, orgCode, loginTenantId: tenantId };
  return okWith(Msg.loginOk, {
    token,
    userInfo: toUserInfo(current, {
      orgCodeTxt: departs.find((d) => d.orgCode === orgCode)?.departName ?? null,
      tenantIds: active.map((t) => t.id),
      avatar: await consoleAvatars(tdb, services.mediaLinks, options.console ?? 'xinmiao', [user]),
    }),
    departs: departs.map(toDepart),
    multi_depart: multi,
    sysAllDictItems: tenantId ? await allDictItems(tdb) : {},
    tenantList: active.map((t) => ({ id: t.id, name: t.name })),
  });
}
