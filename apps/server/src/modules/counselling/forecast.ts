import { FORECAST_WEEKS, type Forecast, forecastRoutes, SESSIONS_PER_OPEN_WARNING } from '@xinmiao/shared';
import { eq, inArray, isNotNull } from 'drizzle-orm';
import { ok } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import {
  counsellingBooking,
  counsellingRota,
  crisisCase,
  schoolStudent,
  schoolUnit,
  sysDepart,
} from '../../db/schema.ts';
import { minutesOf } from './clock.ts';

/**
 * Demand per college against the rota: each open crisis warning is expected to need
 * `SESSIONS_PER_OPEN_WARNING` sessions in the window, each booking waiting for triage one; the
 * rota's weekly slots times the weeks is what the centre can give.
 */
export async function forecast(db: TenantDb): Promise<Forecast> {
  const [colleges, warnings, pending, lines] = await Promise.all([
    db
      .select({ id: sysDepart.id, name: sysDepart.departName, orgCode: sysDepart.orgCode })
      .from(schoolUnit)
      .innerJoin(sysDepart, eq(sysDepart.id, schoolUnit.departId))
      .where(eq(schoolUnit.kind, 'college')),
    db.select({ orgCode: crisisCase.orgCode }).from(crisisCase).where(isNotNull(crisisCase.openKey)),
    db
      .select({ orgCode: schoolStudent.orgCode })
      .from(counsellingBooking)
      .innerJoin(schoolStudent, eq(schoolStudent.id, counsellingBooking.studentId))
      .where(inArray(counsellingBooking.status, ['requested', 'pre_screened', 'pending_confirm'])),
    db.list(counsellingRota),
  ]);
  const weeklySlots = lines.reduce(
    (sum, l) => sum + Math.floor((minutesOf(l.endTime) - minutesOf(l.startTime)) / l.slotMinutes),
    0,
  );
  const under = (orgCode: string) => (row: { orgCode: string }) => row.orgCode.startsWith(orgCode);
  return {
    weeks: FORECAST_WEEKS,
    weeklySlots,
    colleges: colleges
      .map((c) => {
        const openWarnings = warnings.filter(under(c.orgCode)).length;
        const pendingBookings = pending.filter(under(c.orgCode)).length;
        return {
          collegeId: c.id,
          name: c.name,
          openWarnings,
          pendingBookings,
          expectedSessions: openWarnings * SESSIONS_PER_OPEN_WARNING + pendingBookings,
        };
      })
      .sort((a, b) => b.expectedSessions - a.expectedSessions),
  };
}

export function registerForecastRoute(r: Registrar): void {
  r.route(forecastRoutes.forecast, async (ctx) => ok(await forecast(ctx.db)));
}
