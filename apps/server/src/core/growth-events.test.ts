import { describe, expect, it } from 'vitest';
import { schoolYearOf } from './growth-events.ts';

describe('schoolYearOf', () => {
  it('opens a school year on 1 September, China time', () => {
    expect(schoolYearOf(new Date('2025-08-31T15:59:59Z'))).toBe(2024);
    expect(schoolYearOf(new Date('2025-08-31T16:00:00Z'))).toBe(2025);
    expect(schoolYearOf(new Date('2026-03-01T00:00:00Z'))).toBe(2025);
  });
});
