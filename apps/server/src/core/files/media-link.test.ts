import { describe, expect, it } from 'vitest';
import { mediaLinkSigner } from './media-link.ts';

const claims = { tenantId: 1000, fileId: '1865432109876543210', expires: 2_000_000_000 };
const before = claims.expires - 1;

describe('mediaLinkSigner', () => {
  it('verifies its own signature of the same claims until they expire', () => {
    const signer = mediaLinkSigner('installation-a');
    const signature = signer.sign(claims);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signer.verify(claims, signature, before)).toBe(true);
    expect(signer.verify(claims, signature, claims.expires)).toBe(false);
    expect(signer.verify(claims, signature, claims.expires + 3600)).toBe(false);
  });

  it('refuses another tenant, another file, a later expiry and another installation', () => {
    const signer = mediaLinkSigner('installation-a');
    const signature = signer.sign(claims);
    expect(signer.verify({ ...claims, tenantId: 1001 }, signature, before)).toBe(false);
    expect(signer.verify({ ...claims, fileId: '1865432109876543211' }, signature, before)).toBe(false);
    expect(signer.verify({ ...claims, expires: claims.expires + 60 }, signature, before)).toBe(false);
    expect(mediaLinkSigner('installation-b').verify(claims, signature, before)).toBe(false);
  });

  it('refuses altered, truncated or empty signatures and malformed claims', () => {
    const signer = mediaLinkSigner('installation-a');
    const signature = signer.sign(claims);
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'AB' : 'AA'}`;
    for (const bad of [flipped, signature.slice(0, 20), '', `${signature}AA`]) {
      expect(signer.verify(claims, bad, before), bad).toBe(false);
    }
    expect(signer.verify({ ...claims, fileId: '../x' }, signature, before)).toBe(false);
    expect(() => signer.sign({ ...claims, fileId: 'a/b' })).toThrow();
    expect(() => signer.sign({ ...claims, tenantId: 1.5 })).toThrow();
  });
});
