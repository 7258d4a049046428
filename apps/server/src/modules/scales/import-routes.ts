import { type ItemBankResult, parseItemBank, parseItemBankRows, type Scale } from '@xinmiao/scales';
import { scaleRoutes } from '@xinmiao/shared';
import type { Registrar } from '../../core/register-route.ts';
import { importTarget, rejected, storeBank } from './import-store.ts';

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

function parseBody(body: Record<string, unknown>, scale: Scale): ItemBankResult {
  const { rows, ...rest } = body;
  if (!Array.isArray(rows)) return parseItemBank(rest, { scale });
  const version = text(rest.version);
  const source = text(rest.source);
  return parseItemBankRows(rows, {
    scale,
    ...(version ? { version } : {}),
    ...(source ? { source } : {}),
  });
}

export function registerImportRoutes(r: Registrar): void {
  r.route(scaleRoutes.importItems, async (ctx, { body }) => {
    const target = await importTarget(ctx.db, text(body.scale));
    if (!('code' in target)) return rejected([target]);
    const parsed = parseBody(body, target);
    if (!parsed.ok) return rejected(parsed.errors);
    ctx.logSubject(`${target.code} ${target.name}`);
    return storeBank(ctx.db, parsed.bank);
  });
}
