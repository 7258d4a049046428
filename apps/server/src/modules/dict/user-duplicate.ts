import { and, eq, ne } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import { sysUser, sysUserTenant } from '../../db/schema.ts';

type UserField = 'username' | 'work_no' | 'phone' | 'email';

/** Who may ask whether a username, 工号, phone or e-mail is taken: whoever adds or edits users. */
export const USER_CHECK_PERMISSIONS = ['system:user:add', 'system:user:edit'] as const;

export function isUserField(field: string): field is UserField {
  return field === 'username' || field === 'work_no' || field === 'phone' || field === 'email';
}

/** A live member of the caller's school (other than `exceptId`) whose `column` is `value`. */
async function memberHolds(
  ctx: AuthCtx,
  column: typeof sysUser.workNo | typeof sysUser.email,
  value: string,
  exceptId: string | undefined,
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: sysUser.id })
    .from(sysUserTenant)
    .innerJoin(sysUser, eq(sysUser.id, sysUserTenant.userId))
    .where(and(eq(column, value), eq(sysUser.delFlag, 0), exceptId ? ne(sysUser.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

/**
 * JeecgBoot's user form checks these four fields as they are typed. Each answer follows the rule
 * 用户管理 itself applies when saving, so the form never says free for a value the save refuses:
 * usernames are unique per school (the school's own accounts, deleted ones too), phones across live
 * accounts (SMS sign-in finds the account by phone; the save refuses a taken one anyway, so this tells
 * an administrator nothing the save would not), 工号 and e-mail among the school's live members.
 */
export async function userValueTaken(
  ctx: AuthCtx,
  services: ModuleServices,
  field: UserField,
  value: string,
  exceptId: string | undefined,
): Promise<boolean> {
  switch (field) {
    case 'username':
      return (await services.accounts.takenUsernames(ctx.tenantId, [value], exceptId)).size > 0;
    case 'phone':
      return services.accounts.phoneTaken(value, exceptId);
    case 'work_no':
      return memberHolds(ctx, sysUser.workNo, value, exceptId);
    case 'email':
      return memberHolds(ctx, sysUser.email, value, exceptId);
  }
}
