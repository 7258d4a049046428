import { DICT_CODE_PATTERN, Msg, sessionRoutes } from '@xinmiao/shared';
import { fail, ok, okPlain } from '../../core/envelope.ts';
import type { ModuleDefinition } from '../../core/module.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { registerCheckRule } from './check-rule.ts';
import { registerCheckRuleAdmin } from './check-rule-admin.ts';
import { seedCheckRules } from './check-rule-seed.ts';
import { allDictItems } from './dict-items.ts';
import { registerDictCrud } from './dict-routes.ts';
import { DICTS } from './dicts.ts';
import { registerDuplicateCheck } from './duplicate-check.ts';
import { registerDictImport } from './import-route.ts';
import { registerDictItemCrud } from './item-routes.ts';
import { registerDictSearch } from './search-routes.ts';
import { ensureRequiredDicts, installDicts } from './seed.ts';
import { tableDictSource } from './table-dicts.ts';

function registerDictModule(r: Registrar, services: ModuleServices): void {
  // Dictionaries are read from the database on every call, so there is no server cache to clear.
  r.route(sessionRoutes.refreshDictCache, async () => okPlain(null));

  r.route(sessionRoutes.allDictItems, async (ctx) => ok(await allDictItems(ctx.db)));

  r.route(sessionRoutes.dictItems, async (ctx, { params }) => {
    const code = params.dictCode;
    if (code.includes(',')) {
      const source = tableDictSource(code);
      return source
        ? okPlain(await source({ db: ctx.db, userId: ctx.userId, accounts: services.accounts }))
        : fail(Msg.dictCodeBad);
    }
    if (!DICT_CODE_PATTERN.test(code)) return fail(Msg.dictCodeBad);
    const items = await allDictItems(ctx.db, [code]);
    // Own keys only: `constructor` or `toString` must not resolve to Object.prototype members.
    return okPlain(Object.hasOwn(items, code) ? (items[code] ?? []) : []);
  });

  registerDictCrud(r);
  registerDictImport(r, services.files);
  registerDictItemCrud(r);
  registerDictSearch(r, services.accounts);
  registerDuplicateCheck(r, services);
  registerCheckRule(r);
  registerCheckRuleAdmin(r, services.files);
}

export const dictModule: ModuleDefinition = {
  name: 'dict',
  register: registerDictModule,
  pages: ['/system/dicts', '/system/checkRule'],
  seed: {
    school: async ({ tdb }) => {
      await installDicts(tdb, DICTS);
      await seedCheckRules(tdb);
    },
    ensure: ensureRequiredDicts,
  },
};

// The public face: what other modules use of 数据字典.
export { schoolLevels } from './case-levels.ts';
export { allDictItems } from './dict-items.ts';
export type { DictSpec } from './dicts.ts';
export { compilePattern } from './rule-pattern.ts';
export { installDicts } from './seed.ts';
