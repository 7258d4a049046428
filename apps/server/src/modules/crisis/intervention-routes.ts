import { crisisRoutes } from '@xinmiao/shared';
import { desc } from 'drizzle-orm';
import { ok } from '../../core/envelope.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import type { Registrar } from '../../core/register-route.ts';
import { crisisCaseEvent } from '../../db/schema.ts';
import { loadUnits } from '../school/index.ts';
import { inCollege, kindIs, recordsVisibleTo, toInterventionRecords } from './intervention-records.ts';

/** 干预记录: the typed records of every case in reach, as far as each case's compartment allows. */
export function registerInterventionRoutes(r: Registrar): void {
  r.route(
    crisisRoutes.interventions,
    sqlList(crisisRoutes.interventions, {
      table: crisisCaseEvent,
      sort: { createTime: crisisCaseEvent.createTime },
      filters: {
        kind: (value) => kindIs(value),
        collegeId: (value, ctx) => inCollege(ctx, value),
        createTime: crisisCaseEvent.createTime,
      },
      scope: (ctx) => recordsVisibleTo(ctx),
      defaultOrder: [desc(crisisCaseEvent.createTime)],
      tiebreak: desc(crisisCaseEvent.id),
      toRecords: (rows, ctx) => toInterventionRecords(ctx, rows),
    }),
  );

  r.route(crisisRoutes.interventionColleges, async (ctx) =>
    ok(
      (await loadUnits(ctx.db)).filter((u) => u.kind === 'college').map((u) => ({ id: u.id, name: u.name })),
    ),
  );
}
