import { announcementRoutes } from '@xinmiao/shared';
import { ok } from '../../core/envelope.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { recipientPages } from './open-pages.ts';

export function registerOpenPages(r: Registrar, services: ModuleServices): void {
  r.route(announcementRoutes.openPages, async (ctx, { query }) =>
    ok(await recipientPages(ctx, services, query)),
  );
}
