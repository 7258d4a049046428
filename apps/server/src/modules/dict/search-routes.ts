import { DICT_CODE_PATTERN, DICT_MESSAGES, type DictItem, dictRoutes, Msg } from '@xinmiao/shared';
import type { Accounts } from '../../core/accounts.ts';
import { fail, okPlain } from '../../core/envelope.ts';
import { idList } from '../../core/id-list.ts';
import type { Registrar } from '../../core/register-route.ts';
import { allDictItems } from './dict-items.ts';
import { type TableDictReader, tableDictSource } from './table-dicts.ts';
import { treeDictSource } from './tree-dicts.ts';

// JeecgBoot lets the keyword carry an order, `kw[orderby:field,asc]`; the order is the registry's.
const ORDER_SUFFIX = /\[orderby:[^\]]*\]$/;

/** Items of a plain dictionary or a registered table dictionary; undefined for anything else. */
async function itemsOf(reader: TableDictReader, dictCode: string): Promise<DictItem[] | undefined> {
  if (dictCode.includes(',')) return (await tableDictSource(dictCode)?.(reader)) ?? undefined;
  if (!DICT_CODE_PATTERN.test(dictCode)) return undefined;
  const items = await allDictItems(reader.db, [dictCode]);
  return Object.hasOwn(items, dictCode) ? (items[dictCode] ?? []) : [];
}

/** `kw` matches text or value containing it; `a,b` matches either exactly (JeecgBoot's `in`). */
function matches(keyword: string): (item: DictItem) => boolean {
  const wanted = keyword.replace(ORDER_SUFFIX, '').trim().toLowerCase();
  if (!wanted) return () => true;
  if (wanted.includes(',')) {
    const set = new Set(idList(wanted));
    return (item) => set.has(item.text.toLowerCase()) || set.has(item.value.toLowerCase());
  }
  return (item) => item.text.toLowerCase().includes(wanted) || item.value.toLowerCase().includes(wanted);
}

/** loadDict search, loadDictItem translation and loadTreeData, all through the server registries. */
export function registerDictSearch(r: Registrar, accounts: Accounts): void {
  r.route(dictRoutes.loadDict, async (ctx, { params, query }) => {
    // Table dictionaries only, as JeecgBoot: a plain code has getDictItems.
    const source = tableDictSource(params.dictCode);
    if (!source) return fail(Msg.dictCodeBad);
    const found = (await source({ db: ctx.db, userId: ctx.userId, accounts })).filter(
      matches(query.keyword ?? ''),
    );
    if (!query.pageSize) return okPlain(found);
    const start = ((query.pageNo ?? 1) - 1) * query.pageSize;
    return okPlain(found.slice(start, start + query.pageSize));
  });

  r.route(dictRoutes.loadDictItem, async (ctx, { params, query }) => {
    const items = await itemsOf({ db: ctx.db, userId: ctx.userId, accounts }, params.dictCode);
    if (!items) return fail(Msg.dictCodeBad);
    const textOf = new Map(items.map((item) => [item.value, item.text]));
    const keepMissing = query.delNotExist === 'false';
    const texts = idList(query.key ?? '').flatMap((key) => {
      const text = textOf.get(key);
      if (text !== undefined) return [text];
      return keepMissing ? [key] : [];
    });
    return okPlain(texts);
  });

  r.route(dictRoutes.loadTreeData, async (ctx, { query }) => {
    const source = treeDictSource(
      [query.tableName, query.text, query.code, query.pidField].map((part) => part ?? '').join(','),
    );
    // JeecgBoot turns `condition` into `field LIKE value` SQL; no registered tree takes one.
    const condition = (query.condition ?? '').trim();
    if (!source || (condition !== '' && condition !== '{}')) return fail(DICT_MESSAGES.treeBad);
    return okPlain(await source(ctx.db, query.pid ?? ''));
  });
}
