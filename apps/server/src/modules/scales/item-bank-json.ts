import type { ItemBank } from '@xinmiao/scales';

/** An accepted bank in the import format itself, so a stored row re-parses with `parseItemBank`. */
export function itemBankJson(bank: ItemBank): Record<string, unknown> {
  return {
    scale: bank.scale,
    version: bank.version,
    ...(bank.source === null ? {} : { source: bank.source }),
    items: bank.items.map((item) => ({
      number: item.number,
      text: item.text,
      ...(item.options === null ? {} : { options: [...item.options] }),
    })),
  };
}
