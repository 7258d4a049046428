import { DICT_MESSAGES, dictRoutes, Msg, ResultCode } from '@xinmiao/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuthCtx } from '../../core/context.ts';
import { fail, noAuth, okMsg } from '../../core/envelope.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { TenantTable } from '../../core/tenant-db.ts';
import {
  sysCategory,
  sysCheckRule,
  sysDepart,
  sysDict,
  sysPosition,
  sysQuartzJob,
  sysRole,
} from '../../db/schema.ts';
import { isUserField, USER_CHECK_PERMISSIONS, userValueTaken } from './user-duplicate.ts';

type Target = { table: TenantTable; column: AnyPgColumn; id: AnyPgColumn; withDeleted: boolean };

// Unique keys whose unique index also holds soft-deleted rows are checked against those too.
const target = (table: TenantTable, column: AnyPgColumn, withDeleted = false): Target => ({
  table,
  column,
  id: table.id,
  withDeleted,
});

/**
 * The (table, field) pairs `/sys/duplicate/check` answers for, by JeecgBoot's snake-case names.
 * The request's names are only looked up here; they never reach SQL.
 */
const CHECKS: Readonly<Record<string, Target>> = Object.freeze({
  'sys_dict.dict_code': target(sysDict, sysDict.dictCode, true),
  'sys_position.code': target(sysPosition, sysPosition.code),
  'sys_category.code': target(sysCategory, sysCategory.code),
  'sys_role.role_code': target(sysRole, sysRole.roleCode),
  'sys_depart.org_code': target(sysDepart, sysDepart.orgCode, true),
  'sys_check_rule.rule_code': target(sysCheckRule, sysCheckRule.ruleCode),
  'sys_quartz_job.job_class_name': target(sysQuartzJob, sysQuartzJob.jobClassName),
});

async function targetTaken(ctx: AuthCtx, check: Target, value: string, exceptId: string | undefined) {
  const row = await ctx.db.first(
    check.table,
    and(eq(check.column, value), exceptId ? ne(check.id, exceptId) : undefined),
    { withDeleted: check.withDeleted },
  );
  return row !== undefined;
}

export function registerDuplicateCheck(r: Registrar, services: ModuleServices): void {
  r.route(dictRoutes.duplicateCheck, async (ctx, { query }) => {
    const key = `${query.tableName}.${query.fieldName}`;
    const check = Object.hasOwn(CHECKS, key) ? CHECKS[key] : undefined;
    const userField = query.tableName === 'sys_user' && isUserField(query.fieldName) ? query.fieldName : null;
    if (!check && !userField) return fail(DICT_MESSAGES.duplicateUnknown);
    // Which usernames, phones or e-mails exist is for those who add or edit users, nobody else.
    if (userField && !USER_CHECK_PERMISSIONS.some((code) => ctx.permissions.has(code))) {
      return noAuth(Msg.noPermission);
    }
    if (!query.fieldVal) {
      return { ...fail(DICT_MESSAGES.valueEmpty, ResultCode.ERROR), success: true };
    }
    const exceptId = query.dataId || undefined;
    const taken = userField
      ? await userValueTaken(ctx, services, userField, query.fieldVal, exceptId)
      : check !== undefined && (await targetTaken(ctx, check, query.fieldVal, exceptId));
    return taken ? fail(DICT_MESSAGES.valueTaken) : okMsg(DICT_MESSAGES.valueFree);
  });
}
