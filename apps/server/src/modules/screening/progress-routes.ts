import { screeningTaskRoutes } from '@xinmiao/shared';
import { fail, ok } from '../../core/envelope.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { progressOf } from './progress.ts';
import { remindUnits } from './remind.ts';
import { findTask } from './task-records.ts';

const REMINDABLE = new Set(['open', 'makeup']);

export function registerProgressRoutes(r: Registrar, services: ModuleServices): void {
  r.route(screeningTaskRoutes.progress, async (ctx, { query }) => {
    const task = await findTask(ctx.db, query.id);
    return ok(await progressOf(ctx, task.id));
  });

  /**
   * 催测 of one unit of the progress table (a college, grade or class the caller reaches) or, without
   * one, of every class whose completion is below `below`.
   */
  r.route(screeningTaskRoutes.remind, async (ctx, { body }) => {
    const task = await findTask(ctx.db, body.id);
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
  });
}
