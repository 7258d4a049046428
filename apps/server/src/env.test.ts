import { describe, expect, it } from 'vitest';
import { parseEnv, trustProxy } from './env.ts';

describe('TRUST_PROXY', () => {
  it('takes a list of proxy addresses', () => {
    expect(trustProxy(parseEnv({ TRUST_PROXY: '10.0.0.0/8,192.168.1.5' }).TRUST_PROXY)).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
    ]);
    expect(trustProxy(parseEnv({}).TRUST_PROXY)).toBeUndefined();
  });

  it('refuses a blanket "true" or a host name, which would let clients choose their own address', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: 'lb.example.edu' })).toThrow(/TRUST_PROXY/);
  });
});
