import {
  CONTRACT_GRACE_DAYS,
  CONTRACT_PACKAGES,
  CONTRACT_REMIND_DAYS,
  PLATFORM_TENANT_ID,
} from '@xinmiao/shared';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { JobDefinition, JobDeps } from '../../core/module.ts';
import { permissionHolders } from '../../core/permission-holders.ts';
import type { JobHandler } from '../../core/scheduler/job-handler.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import { addDays, chinaToday } from '../../core/time.ts';
import { sysQuartzJob, sysTenant, sysTenantContract } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import type { Notifier } from '../../realtime/notifier.ts';
import { sendSystemMessage } from '../announcement/index.ts';
import { daysBetween } from './records.ts';
import { schoolEnds, setSchoolTerm } from './terms.ts';

export const CONTRACT_REMIND_CLASS = 'xinmiao.job.ContractReminderJob';
const CRON = '0 0 8 * * ?';

type Contract = typeof sysTenantContract.$inferSelect;

/** The threshold a contract with `left` days to go has reached, or null before the first. */
function stageOf(left: number): number | null {
  const reached = CONTRACT_REMIND_DAYS.filter((days) => left <= days);
  return reached.length ? Math.min(...reached) : null;
}

async function remind(notifier: Notifier, db: Db, contract: Contract, schoolName: string, left: number) {
  const graceEnd = addDays(contract.endDate, CONTRACT_GRACE_DAYS);
  const what = `${schoolName}的服务合同 ${contract.contractNo}（${CONTRACT_PACKAGES[contract.packageCode as keyof typeof CONTRACT_PACKAGES] ?? contract.packageCode}）将于 ${contract.endDate} 到期，还有 ${left} 天`;
  const after = `到期后学校进入只读宽限期（至 ${graceEnd}），期间只能查看数据和处置危机个案，宽限期满后学校账号停止使用。`;
  const operator = new TenantDb(db, PLATFORM_TENANT_ID, 'system');
  await sendSystemMessage(notifier, operator, {
    userIds: await permissionHolders(operator, 'statistics:fee:edit'),
    title: `服务合同即将到期：${schoolName}`,
    content: `${what}。${after}请及时联系学校续签。`,
    openPage: '/statistics/fee',
    busType: 'sys_tenant_contract',
    busId: contract.id,
  });
  const school = new TenantDb(db, contract.schoolId, 'system');
  await sendSystemMessage(notifier, school, {
    userIds: await permissionHolders(school, 'statistics:fee:list'),
    title: '本校心理健康服务合同即将到期',
    content: `${what}。${after}如需续签，请联系平台运营方。`,
    openPage: '/statistics/fee',
  });
}

/**
 * 服务合同到期提醒 (platform tenant, daily): tells the operator and the school 30 and 7 days before a
 * school's last contract ends, each threshold once. It also sets each school's term from its
 * contracts again (a 租户管理 edit does not outlast a day); saving a contract already did, and the
 * grace period then begins and ends by the clock. A cached session sees a changed term within a minute.
 */
export function contractReminder({ notifier }: JobDeps): JobHandler {
  return {
    name: '服务合同到期提醒',
    parameterHint: '',
    async run({ db, platformDb, fireTime, log }) {
      if (db.tenantId !== PLATFORM_TENANT_ID) {
        log.warn({ tenantId: db.tenantId }, 'contract reminders run in the platform tenant only');
        return;
      }
      const today = chinaToday(fireTime);
      const due = await db.list(sysTenantContract, {
        where: and(
          gte(sysTenantContract.endDate, today),
          lte(sysTenantContract.endDate, addDays(today, Math.max(...CONTRACT_REMIND_DAYS))),
        ),
      });
      const ends = await schoolEnds(platformDb, [...new Set(due.map((c) => c.schoolId))]);
      const names = new Map(
        (await platformDb.select({ id: sysTenant.id, name: sysTenant.name }).from(sysTenant)).map((s) => [
          s.id,
          s.name,
        ]),
      );
      let sent = 0;
      for (const contract of due) {
        // A renewal on record: this contract's end changes nothing for the school.
        if (ends.get(contract.schoolId) !== contract.endDate) continue;
        const left = daysBetween(today, contract.endDate);
        const stage = stageOf(left);
        if (stage === null || (contract.remindedDays !== null && contract.remindedDays <= stage)) continue;
        await remind(
          notifier,
          platformDb,
          contract,
          names.get(contract.schoolId) ?? String(contract.schoolId),
          left,
        );
        await db.update(sysTenantContract, { remindedDays: stage }, eq(sysTenantContract.id, contract.id));
        sent++;
      }
      const schools = await platformDb
        .selectDistinct({ id: sysTenantContract.schoolId })
        .from(sysTenantContract)
        .where(eq(sysTenantContract.tenantId, PLATFORM_TENANT_ID));
      let terms = 0;
      for (const school of schools) if (await setSchoolTerm(platformDb, school.id)) terms++;
      log.info({ sent, terms }, 'contract reminders sent, school terms set');
    },
  };
}

export const contractReminderJob: JobDefinition = {
  className: CONTRACT_REMIND_CLASS,
  handler: contractReminder,
};

/** Gives the platform tenant its reminder job once (a first start, or a platform that predates it). */
export async function installReminder(tdb: TenantDb): Promise<void> {
  if (tdb.tenantId !== PLATFORM_TENANT_ID) return;
  const own = await tdb.list(sysQuartzJob, {
    where: eq(sysQuartzJob.jobClassName, CONTRACT_REMIND_CLASS),
    withDeleted: true,
  });
  if (own.length) return;
  await tdb.insert(sysQuartzJob, {
    jobClassName: CONTRACT_REMIND_CLASS,
    cronExpression: CRON,
    description: '服务合同到期提醒（每天 8:00）',
    status: 0,
  });
}
