import { describe, expect, it } from 'vitest';
import { evaluateExpression, expandUrl } from './url-expression.ts';

const vars = { token: 'abc', tenantId: '7', username: 'admin', domainURL: 'http://h/jeecg-boot' };

describe('menu url expressions', () => {
  it('replaces whitelisted names and joins literals with +', () => {
    expect(expandUrl('http://r/?t={{token}}&tid={{ tenantId }}', vars)).toBe('http://r/?t=abc&tid=7');
    expect(evaluateExpression("'/u/' + username + '?a+b'", vars)).toBe('/u/admin?a+b');
    expect(expandUrl("{{ window._CONFIG['domianURL'] }}/x", vars)).toBe('http://h/jeecg-boot/x');
  });

  it('never runs code: anything outside the whitelist evaluates to an empty string', () => {
    let touched = false;
    Object.defineProperty(globalThis, '__xmProbe', { get: () => (touched = true), configurable: true });
    expect(expandUrl("a{{ __xmProbe }}b{{ alert('x') }}c{{ document.cookie }}", vars)).toBe('abc');
    expect(touched).toBe(false);
  });
});
