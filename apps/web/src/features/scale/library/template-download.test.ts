import { describe, expect, it } from 'vitest';
import { base64Bytes } from './template-download.ts';

describe('base64Bytes', () => {
  it('decodes binary content byte for byte', () => {
    expect([...base64Bytes('UEsDBP8A')]).toEqual([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00]);
    expect(base64Bytes('').length).toBe(0);
  });
});
