import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/types.ts';
import type { Notifier } from '../realtime/notifier.ts';
import type { ModuleServices } from './module-services.ts';
import type { Registrar } from './register-route.ts';
import { type DefaultJob, installDefaultJobs } from './scheduler/default-jobs.ts';
import type { JobHandler, JobRegistry } from './scheduler/job-handler.ts';
import type { SeedingSchool } from './seed-spec.ts';
import type { ModuleRegistry, Services } from './services.ts';
import { studentRoleOf } from './student-role.ts';
import { TenantDb } from './tenant-db.ts';

/** What a job handler may be built with. */
export type JobDeps = { notifier: Notifier };

/** A job a module offers on 定时任务. */
export type JobDefinition = {
  /** JeecgBoot's `jobClassName` (`xinmiao.job.…`): stored in job rows, so never renamed. */
  className: string;
  handler: (deps: JobDeps) => JobHandler;
  /** The schedule every school starts with, running; absent when a school adds the job itself. */
  schedule?: { cron: string; description: string };
};

/** A record policy as the module list sees it: its page and the fields a data rule there may name. */
export type RegisteredPolicy = {
  menuUrl?: string;
  ruleFields?: Readonly<Record<string, AnyPgColumn>>;
};

/** A module's part in the seed and in every new school. */
export type ModuleSeed = {
  /** Seeds the module's part of one school from its spec (a demo school, or the platform's tenant). */
  school?: (school: SeedingSchool) => Promise<void>;
  /** What every new school starts with, seeded or added on 租户管理 (after the default jobs). */
  newSchool?: (tdb: TenantDb) => Promise<void>;
  /** At every start, for each live school: gives it what it predates (a dictionary the code reads). */
  ensure?: (tdb: TenantDb) => Promise<void>;
  /** The demo university's recorded activity, after every school is seeded; server tests leave it out. */
  demoActivity?: (tdb: TenantDb) => Promise<void>;
};

/**
 * One server module: everything it adds to the server, registered once in `modules/index.ts`
 * (`MODULES`). The server's routes, job handlers, default jobs, 菜单管理's data-rule fields and the
 * seed all read that list, so a module is either wholly there or not at all.
 */
export type ModuleDefinition = {
  name: string;
  jobs?: readonly JobDefinition[];
  /** Every `definePolicy` the module declares. */
  policies?: readonly RegisteredPolicy[];
  /** Menu urls of the console pages whose data this module's routes serve. */
  pages?: readonly string[];
  /**
   * Of those, the pages the platform operator works on too (its menu shows only 首页, 系统管理 and
   * these; a school's other folders have nothing to show there).
   */
  platformPages?: readonly string[];
  seed?: ModuleSeed;
} & (
  | { platform?: false; register: (r: Registrar, services: ModuleServices) => void }
  /** A platform module (docs/architecture.md, "Boundaries"): its routes get the unscoped database. */
  | { platform: true; register: (r: Registrar, services: Services) => void }
);

/** Every job handler of the modules, by class name, built with their dependencies. */
export function jobHandlers(modules: readonly ModuleDefinition[], deps: JobDeps): JobRegistry {
  return new Map(
    modules.flatMap((m) => m.jobs ?? []).map((job) => [job.className, job.handler(deps)] as const),
  );
}

/** The jobs every school starts with, in the modules' order. */
export function defaultJobs(modules: readonly ModuleDefinition[]): DefaultJob[] {
  return modules
    .flatMap((m) => m.jobs ?? [])
    .flatMap((job) =>
      job.schedule
        ? [
            {
              jobClassName: job.className,
              cronExpression: job.schedule.cron,
              description: job.schedule.description,
            },
          ]
        : [],
    );
}

/**
 * What a new school starts with: the default jobs, each module's `newSchool` step, the 学生 role.
 * Run inside the caller's transaction (the seed's, or 新增租户's).
 */
export async function setUpSchool(
  modules: readonly ModuleDefinition[],
  db: Db,
  tenantId: number,
  actor: string,
): Promise<void> {
  await installDefaultJobs(db, defaultJobs(modules), tenantId, actor);
  const tdb = new TenantDb(db, tenantId, actor);
  for (const m of modules) await m.seed?.newSchool?.(tdb);
  await studentRoleOf(db, tenantId, actor);
}

/** What the modules add up to, handed to the modules that administer the others. */
export function moduleRegistry(modules: readonly ModuleDefinition[]): ModuleRegistry {
  const policies = modules.flatMap((m) => m.policies ?? []);
  return {
    ruleFieldsOf(menuUrl) {
      const policy = menuUrl ? policies.find((p) => p.menuUrl === menuUrl) : undefined;
      return Object.keys(policy?.ruleFields ?? {});
    },
    setUpSchool: (db, tenantId, actor) => setUpSchool(modules, db, tenantId, actor),
    platformPages: new Set(modules.flatMap((m) => m.platformPages ?? [])),
  };
}
