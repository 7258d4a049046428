// Demo relaxation audio synthesized in code (nothing is downloaded): 16-bit mono PCM WAV.

export const DEMO_TONES = ['ocean', 'bowl', 'drone'] as const;
export type DemoTone = (typeof DEMO_TONES)[number];

const SAMPLE_RATE = 16_000;
export const DEMO_SECONDS = 40;

/** The canonical 44-byte RIFF/WAVE header for 16-bit mono PCM. */
function wavHeader(samples: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples * 2, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples * 2, 40);
  return header;
}

/** A small deterministic generator, so every start synthesizes the same bytes. */
function noiseSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 0x1_0000_0000 - 0.5;
  };
}

const TAU = 2 * Math.PI;

/** Waves: low-passed noise swelling and ebbing every eight seconds. */
function ocean(): (t: number) => number {
  const noise = noiseSource(7);
  let low = 0;
  return (t) => {
    low += 0.04 * (noise() - low);
    const swell = 0.35 + 0.65 * Math.sin((TAU * t) / 8) ** 2;
    return 5 * low * swell;
  };
}

/** A singing bowl struck every ten seconds: inharmonic partials that fade. */
function bowl(): (t: number) => number {
  const partials = [
    [220, 1],
    [599, 0.5],
    [1143, 0.25],
  ] as const;
  return (t) => {
    const since = t % 10;
    const decay = Math.exp(-since / 3.5);
    return 0.5 * decay * partials.reduce((sum, [hz, gain]) => sum + gain * Math.sin(TAU * hz * t), 0);
  };
}

/** A soft major chord breathing in and out at six breaths a minute. */
function drone(): (t: number) => number {
  return (t) => {
    const breath = 0.55 + 0.45 * Math.sin((TAU * t) / 10);
    return 0.22 * breath * (Math.sin(TAU * 174.6 * t) + Math.sin(TAU * 220 * t) + Math.sin(TAU * 261.6 * t));
  };
}

const VOICES: Record<DemoTone, () => (t: number) => number> = { ocean, bowl, drone };

/** `seconds` of the tone as a WAV file, faded in and out over two seconds. */
export function demoToneWav(tone: DemoTone, seconds = DEMO_SECONDS): Buffer {
  const samples = Math.round(seconds * SAMPLE_RATE);
  const voice = VOICES[tone]();
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const t = i / SAMPLE_RATE;
    const fade = Math.min(1, t / 2, (seconds - t) / 2);
    const value = Math.max(-1, Math.min(1, voice(t) * fade * 0.6));
    pcm.writeInt16LE(Math.round(value * 32_767), i * 2);
  }
  return Buffer.concat([wavHeader(samples), pcm]);
}

export function isDemoTone(value: string | null): value is DemoTone {
  return value !== null && (DEMO_TONES as readonly string[]).includes(value);
}
