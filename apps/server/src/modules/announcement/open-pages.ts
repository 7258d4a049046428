import { HOME_PATH, type OpenPageGroup } from '@xinmiao/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { PermissionRow } from '../../core/permissions.ts';
import { sysRole, sysRolePermission, sysUserTenant } from '../../db/schema.ts';
import { withOverlay } from '../permission/index.ts';

/** Components that only group children: a folder is never a page to open. */
const CONTAINERS = /^(|layouts\/.*|LAYOUT)$/;

function intersect(sets: Set<string>[]): Set<string> {
  if (sets.length === 0) return new Set();
  const [first, ...rest] = sets;
  return new Set([...(first ?? [])].filter((id) => rest.every((s) => s.has(id))));
}

async function grantsOfEveryRole(ctx: AuthCtx): Promise<Set<string>[]> {
  const roles = await ctx.db.list(sysRole);
  const grants = await ctx.db.list(sysRolePermission);
  return roles.map((role) => new Set(grants.filter((g) => g.roleId === role.id).map((g) => g.permissionId)));
}

async function grantsOfUsers(ctx: AuthCtx, services: ModuleServices, userIds: string[]) {
  const members = await ctx.db.list(sysUserTenant, {
    where: and(inArray(sysUserTenant.userId, userIds), eq(sysUserTenant.status, 1)),
  });
  // An id that is no member of this school has no menu here: nothing is visible to every recipient.
  if (members.length !== new Set(userIds).size) return [];
  return Promise.all(
    members.map(
      async (m) => new Set((await services.permissions.grantedRows(m.userId, ctx.tenantId)).map((r) => r.id)),
    ),
  );
}

const isPage = (row: PermissionRow) =>
  row.menuType !== 2 &&
  row.status !== 0 &&
  !row.hidden &&
  /^\/(?![/\\])[^\s:]*$/.test(row.url ?? '') &&
  !CONTAINERS.test(row.component ?? '');

/**
 * 处理页面 choices for a notice: the console pages every recipient's menu shows. For 全体用户 that is
 * what every role of the school grants (the home page always); for chosen users the intersection of
 * their own menus. Grouped by the menu folder they sit in.
 */
export async function recipientPages(
  ctx: AuthCtx,
  services: ModuleServices,
  recipients: { msgType: 'ALL' | 'USER'; userIds: string[] },
): Promise<OpenPageGroup[]> {
  const sets =
    recipients.msgType === 'ALL'
      ? await grantsOfEveryRole(ctx)
      : await grantsOfUsers(ctx, services, recipients.userIds);
  const visible = intersect(sets);
  const catalog = await withOverlay(ctx.db, await services.permissions.catalogRows(ctx.tenantId));
  const byId = new Map(catalog.map((row) => [row.id, row]));
  const groups = new Map<string, OpenPageGroup>();
  for (const row of catalog) {
    const shown = visible.has(row.id) || (row.url === HOME_PATH && sets.length > 0);
    if (!shown || !isPage(row)) continue;
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    const title = parent?.name ?? '首页';
    const group = groups.get(title) ?? { title, pages: [] };
    group.pages.push({ path: row.url ?? '', title: row.name });
    groups.set(title, group);
  }
  return [...groups.values()];
}
