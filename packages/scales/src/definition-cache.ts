import { parseCustomScale } from './custom.ts';
import { applyItemBank, parseItemBank } from './item-bank.ts';
import { Lru } from './lru.ts';
import type { Scale, ScaleVersion } from './model.ts';
import { resolveScaleVersion } from './registry.ts';

/**
 * Which stored definition: the tenant, the scale, the version label, and a revision that changes
 * whenever the stored definition does (the caller's content fingerprint), so an edit is never
 * served from the cache.
 */
export type DefinitionKey = { tenant: number | string; scale: string; version: string; revision: string };

const keyOf = (k: DefinitionKey) => JSON.stringify([k.tenant, k.scale, k.version, k.revision]);

/**
 * Parsed tenant definitions, so scoring, preview and lists do not re-validate the same JSON on every
 * request. Bounded: the least recently used entries go first. Failures are not cached (they throw or
 * return errors each time, and stored definitions were valid when saved).
 */
export class DefinitionCache {
  private readonly scales: Lru<Scale>;
  private readonly banks: Lru<ScaleVersion>;

  constructor(capacity: number) {
    this.scales = new Lru(capacity);
    this.banks = new Lru(capacity);
  }

  /** Definitions parsed so far (cache misses); lists on a warm cache add none. */
  parses = 0;

  /** The scale parsed earlier under `key`, without the definition (callers load it only on a miss). */
  cachedCustomScale(key: DefinitionKey): Scale | undefined {
    return this.scales.get(keyOf(key));
  }

  /** `parseCustomScale(definition)`, once per key. */
  customScale(key: DefinitionKey, definition: unknown): Scale {
    const id = keyOf(key);
    const known = this.scales.get(id);
    if (known) return known;
    this.parses++;
    const scale = parseCustomScale(definition);
    this.scales.set(id, scale);
    return scale;
  }

  /**
   * The version an item bank produces over `scale` (its wording applied to the bank's base version,
   * so `.version` is that base), once per key, or null when the bank no longer fits the scale. The
   * key's revision must cover the scale too when that can change (a custom scale).
   */
  itemBankVersion(key: DefinitionKey, definition: unknown, scale: Scale): ScaleVersion | null {
    const id = keyOf(key);
    const known = this.banks.get(id);
    if (known) return known;
    const parsed = parseItemBank(definition, { scale });
    if (!parsed.ok) return null;
    const version = applyItemBank(resolveScaleVersion(scale, parsed.bank.version), parsed.bank);
    this.banks.set(id, version);
    return version;
  }

  get size(): number {
    return this.scales.size + this.banks.size;
  }
}
