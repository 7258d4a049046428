import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types.ts';
import type { TenantDb } from '../tenant-db.ts';

export type JobRun = {
  /** The job's tenant: a handler acts on that school's data only. */
  db: TenantDb;
  /** Unscoped database, for platform tables that belong to no tenant (login attempts). */
  platformDb: Db;
  parameter: string | null;
  fireTime: Date;
  log: FastifyBaseLogger;
};

/** Code a job runs. `jobClassName` names one of these in the registry; nothing is loaded by name. */
export type JobHandler = {
  name: string;
  /** What `parameter` means (empty when the handler takes none). */
  parameterHint: string;
  run(job: JobRun): Promise<void>;
};

/** Every job the server can run, by the `jobClassName` a job row names (the modules' jobs). */
export type JobRegistry = ReadonlyMap<string, JobHandler>;
