import { type remindInput, screeningTaskRoutes } from '@xinmiao/shared';
import type { z } from 'zod';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok } from '../../core/envelope.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { progressOf } from './progress.ts';
import { remindUnits } from './remind.ts';
import { findTaskOf, type TaskKind } from './task-routes.ts';

const REMINDABLE = new Set(['open', 'makeup']);

export async function taskProgress(ctx: AuthCtx, id: string, kind: TaskKind) {
  const task = await findTaskOf(ctx, id, kind);
  return ok(await progressOf(ctx, task.id));
}

/**
 * 催测 of one unit of the progress table (a college, grade or class the caller reaches) or, without
 * one, of every class whose completion is below `below`.
 */
export async function remindTask(
  ctx: AuthCtx,
  services: ModuleServices,
  body: z.output<typeof remindInput>,
  kind: TaskKind,
) {
  const task = await findTaskOf(ctx, body.id, kind);
  if (!REMINDABLE.has(task.taskStatus)) return fail('只有进行中或补测中的任务可以催测');
  const { rows } = await progressOf(ctx, task.id);
  let units: typeof rows;
  if (body.orgCode) {
    units = rows.filter((row) => row.orgCode === body.orgCode);
    if (units.length === 0) return fail('该单位没有本任务的测评对象，或不在你的负责范围内');
  } else {
    const parents = new Set(rows.map((row) => row.parentCode));
    units = rows.filter((row) => !parents.has(row.orgCode) && row.rate < body.below);
  }
  const reminded = await remindUnits(ctx, services, task, units);
  ctx.logSubject(task.name);
  return ok(reminded);
}

export function registerProgressRoutes(r: Registrar, services: ModuleServices): void {
  r.route(screeningTaskRoutes.progress, (ctx, { query }) => taskProgress(ctx, query.id, 'screening'));
  r.route(screeningTaskRoutes.remind, (ctx, { body }) => remindTask(ctx, services, body, 'screening'));
}
