import { counsellingRoutes } from '@xinmiao/shared';
import { ok } from '../../core/envelope.ts';
import type { ModuleDefinition } from '../../core/module.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { DEMO_UNIVERSITY } from '../../core/seed-spec.ts';
import { registerBookingRoutes } from './booking.ts';
import { registerCaseRoutes } from './cases.ts';
import { registerForecastRoute } from './forecast.ts';
import { registerNoteRoutes } from './notes.ts';
import { counsellingBookingPolicy } from './policies/counselling-booking.ts';
import { counsellingCasePolicy } from './policies/counselling-case.ts';
import { counsellingNotePolicy } from './policies/counselling-note.ts';
import { counsellingReminderJob } from './reminder-job.ts';
import { registerRoomClosureRoutes } from './room-closures.ts';
import { registerRoomRoutes } from './rooms.ts';
import { registerRotaRoutes } from './rota.ts';
import { seedCounselling, seedDemoCareerBookings } from './seed.ts';
import { registerSessionWindowRoutes } from './session-window.ts';
import { listSlots } from './slots.ts';

/** 咨询预约: rooms, rota, slots, bookings, cases and notes (domain §3.3). */
function registerCounsellingModule(r: Registrar, services: ModuleServices): void {
  registerRoomRoutes(r);
  registerRoomClosureRoutes(r);
  registerRotaRoutes(r, services.permissions);
  registerSessionWindowRoutes(r);
  r.route(counsellingRoutes.slots, async (ctx, { query }) =>
    ok(await listSlots(ctx.db, query.from, query.to, query.kind)),
  );
  registerBookingRoutes(r, services.notifier);
  registerCaseRoutes(r);
  registerNoteRoutes(r);
  registerForecastRoute(r);
}

export const counsellingModule: ModuleDefinition = {
  name: 'counselling',
  register: registerCounsellingModule,
  jobs: [counsellingReminderJob],
  policies: [counsellingBookingPolicy, counsellingCasePolicy, counsellingNotePolicy],
  pages: [
    '/counselling/bookings',
    '/counselling/rotas',
    '/counselling/rooms',
    '/counselling/calendar',
    '/counselling/cases',
  ],
  seed: {
    school: async ({ spec, tdb, userIds }) => {
      if (spec.id === DEMO_UNIVERSITY) await seedCounselling(tdb, userIds);
    },
    demoActivity: seedDemoCareerBookings,
  },
};
