import { describe, expect, it } from 'vitest';
import { DEMO_TONES, demoToneWav } from './demo-audio.ts';

describe('demo audio', () => {
  it.each(DEMO_TONES)(
    '%s is a 16 kHz mono WAV that is not silent (relax.test.ts uploads one through the sniff)',
    (tone) => {
      const wav = demoToneWav(tone, 3);
      expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
      expect(wav.readUInt32LE(24)).toBe(16_000);
      expect(wav.length).toBe(44 + 3 * 16_000 * 2);
      expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
      let peak = 0;
      for (let i = 44; i < wav.length; i += 2) peak = Math.max(peak, Math.abs(wav.readInt16LE(i)));
      expect(peak).toBeGreaterThan(2000);
      expect(demoToneWav(tone, 3).equals(wav)).toBe(true);
    },
  );
});
