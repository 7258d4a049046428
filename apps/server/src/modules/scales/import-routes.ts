import { checkItemBank } from '@xinmiao/scales';
import { scaleRoutes } from '@xinmiao/shared';
import type { Registrar } from '../../core/register-route.ts';
import { importTarget, rejected, storeBank } from './import-store.ts';
import { readBank } from './read-bank.ts';

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

function readBody(body: Record<string, unknown>) {
  const { rows, ...rest } = body;
  if (!Array.isArray(rows)) return readBank.json(rest);
  const version = text(rest.version);
  const source = text(rest.source);
  return readBank.rows(rows, { ...(version ? { version } : {}), ...(source ? { source } : {}) });
}

export function registerImportRoutes(r: Registrar): void {
  r.route(scaleRoutes.importItems, async (ctx, { body }) => {
    const target = await importTarget(ctx.db, text(body.scale));
    if (!('code' in target)) return rejected([target]);
    const read = await readBody(body);
    if ('error' in read) return rejected([{ row: null, field: '(file)', message: read.error }]);
    const parsed = read.ok ? checkItemBank(read.draft, { scale: target }) : read;
    if (!parsed.ok) return rejected(parsed.errors);
    ctx.logSubject(`${target.code} ${target.name}`);
    return storeBank(ctx.db, parsed.bank);
  });
}
