import { describe, expect, it } from 'vitest';
import { policyOf } from './record-policy.ts';

describe('policyOf', () => {
  it('allows exactly what the record’s abilities allow', () => {
    const can = policyOf({ abilities: { edit: false, release: true } });
    expect(can('release')).toBe(true);
    expect(can('edit')).toBe(false);
  });

  it('allows nothing for a record not loaded yet', () => {
    expect(policyOf<'edit'>(undefined)('edit')).toBe(false);
    expect(policyOf<'edit'>(null)('edit')).toBe(false);
  });
});
