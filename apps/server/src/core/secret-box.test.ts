import { describe, expect, it } from 'vitest';
import { secretBox, secretState } from './secret-box.ts';

describe('secretBox', () => {
  it('opens what it sealed, and each seal of the same text differs', () => {
    const box = secretBox('installation-a');
    const first = box.seal('sk-测试-key');
    expect(first).not.toContain('sk-');
    expect(box.open(first)).toBe('sk-测试-key');
    expect(box.seal('sk-测试-key')).not.toBe(first);
  });

  it('refuses a value sealed by another installation or altered', () => {
    const sealed = secretBox('installation-a').seal('key');
    expect(() => secretBox('installation-b').open(sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('kez').toString('base64url');
    expect(() => secretBox('installation-a').open(parts.join('.'))).toThrow();
    expect(() => secretBox('installation-a').open('plain')).toThrow('not a sealed secret');
  });

  it('shows only whether a secret is set', () => {
    expect(secretState(null)).toBe('未设置');
    expect(secretState('v1.x.y.z')).toBe('已设置');
  });
});
