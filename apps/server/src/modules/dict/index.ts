import { Msg, sessionRoutes } from '@xinmiao/shared';
import { fail, ok, okPlain } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import { allDictItems } from './dict-items.ts';
import { tableDictSource } from './table-dicts.ts';

const PLAIN_CODE = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;

export function registerDictModule(r: Registrar): void {
  // Dictionaries are read from the database on every call, so there is no server cache to clear.
  r.route(sessionRoutes.refreshDictCache, async () => okPlain(null));

  r.route(sessionRoutes.allDictItems, async (ctx) => ok(await allDictItems(ctx.db)));

  r.route(sessionRoutes.dictItems, async (ctx, { params }) => {
    const code = params.dictCode;
    if (code.includes(',')) {
      const source = tableDictSource(code);
      return source ? okPlain(await source(ctx.db)) : fail(Msg.dictCodeBad);
    }
    if (!PLAIN_CODE.test(code)) return fail(Msg.dictCodeBad);
    const items = await allDictItems(ctx.db, [code]);
    // Own keys only: `constructor` or `toString` must not resolve to Object.prototype members.
    return okPlain(Object.hasOwn(items, code) ? (items[code] ?? []) : []);
  });
}
