import { createHash } from 'node:crypto';
import { DefinitionCache, type Scale, ScaleInputError, type ScaleVersion } from '@xinmiao/scales';

/** Enough for every custom scale and imported bank of a few hundred busy tenants. */
const CAPACITY = 2000;

/** Parsed stored definitions shared by every request of this process. */
export const definitionCache = new DefinitionCache(CAPACITY);

/** Changes whenever the stored JSON does, so an edited definition is parsed afresh. */
export function fingerprint(definition: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(definition) ?? '')
    .digest('base64url');
}

function declaredVersion(definition: unknown): string {
  const version =
    typeof definition === 'object' && definition !== null && 'version' in definition
      ? definition.version
      : undefined;
  return typeof version === 'string' ? version : '1.0';
}

/**
 * A tenant's stored custom scale, parsed once per content. Null when it no longer passes the engine
 * (stored before the size caps): the catalogue leaves it out rather than fail every page of the tenant.
 */
export function storedCustomScale(tenant: number, code: string, definition: unknown): Scale | null {
  try {
    const key = {
      tenant,
      scale: code,
      version: declaredVersion(definition),
      revision: fingerprint(definition),
    };
    return definitionCache.customScale(key, definition);
  } catch (e) {
    if (e instanceof ScaleInputError) return null;
    throw e;
  }
}

/**
 * The key of a tenant's current custom scale by its row version (id and `xmin`, read beside the row,
 * see `catalog.ts`): it changes with every edit on any instance, so a process-local cache keyed by it
 * never serves a stale definition, and a warm list loads no JSON.
 */
const currentKey = (tenant: number, code: string, digest: string) => ({
  tenant,
  scale: code,
  version: 'current',
  revision: `xmin:${digest}`,
});

export function cachedCurrentScale(tenant: number, code: string, digest: string): Scale | undefined {
  return definitionCache.cachedCustomScale(currentKey(tenant, code, digest));
}

/** Parses (once per digest) a current definition loaded after a cache miss; null when the engine refuses it. */
export function parseCurrentScale(
  tenant: number,
  code: string,
  digest: string,
  definition: unknown,
): Scale | null {
  try {
    return definitionCache.customScale(currentKey(tenant, code, digest), definition);
  } catch (e) {
    if (e instanceof ScaleInputError) return null;
    throw e;
  }
}

/** An imported bank over `scale`, parsed once per bank and scale content; null when it no longer fits. */
export function storedBankVersion(
  tenant: number,
  scale: Scale,
  scaleRevision: string,
  version: string,
  definition: unknown,
): ScaleVersion | null {
  const revision = `${fingerprint(definition)}:${scaleRevision}`;
  return definitionCache.itemBankVersion({ tenant, scale: scale.code, version, revision }, definition, scale);
}
