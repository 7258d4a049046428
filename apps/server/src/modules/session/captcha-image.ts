import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { CAPTCHA_ALPHABET, GLYPHS } from './captcha-font.ts';

const WIDTH = 120;
const HEIGHT = 40;

type Rgb = readonly [number, number, number];

export function randomCode(length = 4): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

/** Uniform in [min, max), from the CSPRNG: the distortion must not be predictable either. */
function uniform(min: number, max: number): number {
  return min + (randomInt(1_000_000) / 1_000_000) * (max - min);
}

function inkColor(): Rgb {
  return [randomInt(20, 130), randomInt(20, 130), randomInt(20, 130)];
}

class Raster {
  readonly rgb = new Uint8ClampedArray(WIDTH * HEIGHT * 3);

  set(x: number, y: number, color: Rgb): void {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    this.rgb.set(color, (Math.trunc(y) * WIDTH + Math.trunc(x)) * 3);
  }

  get(x: number, y: number): Rgb {
    const cx = Math.min(WIDTH - 1, Math.max(0, Math.round(x)));
    const cy = Math.min(HEIGHT - 1, Math.max(0, Math.round(y)));
    const i = (cy * WIDTH + cx) * 3;
    return [this.rgb[i] ?? 0, this.rgb[i + 1] ?? 0, this.rgb[i + 2] ?? 0];
  }
}

function background(r: Raster): void {
  const from = [randomInt(225, 250), randomInt(225, 250), randomInt(225, 250)];
  const to = [randomInt(200, 235), randomInt(200, 235), randomInt(200, 235)];
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const t = x / WIDTH;
      r.set(x, y, [0, 1, 2].map((c) => (from[c] ?? 0) * (1 - t) + (to[c] ?? 0) * t) as unknown as Rgb);
    }
  }
}

// Each glyph is sampled through its own rotation, shear and scale, so no two draws share pixels.
function glyph(r: Raster, ch: string, index: number): void {
  const rows = GLYPHS[ch] ?? [];
  const color = inkColor();
  const cx = 18 + index * 27 + uniform(-3, 3);
  const cy = HEIGHT / 2 + uniform(-3, 3);
  const scale = uniform(3.3, 4.2);
  const angle = uniform(-0.45, 0.45);
  const shear = uniform(-0.35, 0.35);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  for (let y = Math.floor(cy - 20); y < cy + 20; y++) {
    for (let x = Math.floor(cx - 20); x < cx + 20; x++) {
      const u = (cos * (x - cx) + sin * (y - cy)) / scale;
      const v = (-sin * (x - cx) + cos * (y - cy)) / scale;
      const gx = Math.floor(u - shear * v + 2.5);
      const gy = Math.floor(v + 3.5);
      if (rows[gy]?.[gx] === '#') r.set(x, y, color);
    }
  }
}

function strokes(r: Raster): void {
  for (let i = 0; i < 3; i++) {
    const color = inkColor();
    const amplitude = uniform(3, 9);
    const period = uniform(25, 60);
    const phase = uniform(0, Math.PI * 2);
    const base = uniform(10, HEIGHT - 10);
    const thick = randomInt(1, 3);
    for (let x = 0; x < WIDTH; x++) {
      const y = base + amplitude * Math.sin((x / period) * Math.PI * 2 + phase);
      for (let d = 0; d < thick; d++) r.set(x, y + d, color);
    }
  }
  for (let i = 0; i < 160; i++) r.set(randomInt(WIDTH), randomInt(HEIGHT), inkColor());
}

// A sine warp of the whole picture bends glyphs and strokes together, so neither can be cut out.
function warp(src: Raster): Raster {
  const out = new Raster();
  const ax = uniform(1.5, 3);
  const ay = uniform(1.5, 3);
  const px = uniform(0, Math.PI * 2);
  const py = uniform(0, Math.PI * 2);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      out.set(x, y, src.get(x + ax * Math.sin(y / 5 + px), y + ay * Math.sin(x / 11 + py)));
    }
  }
  return out;
}

function encodePng(r: Raster): Buffer {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  for (let i = 0; i < WIDTH * HEIGHT; i++) {
    png.data[i * 4] = r.rgb[i * 3] ?? 0;
    png.data[i * 4 + 1] = r.rgb[i * 3 + 1] ?? 0;
    png.data[i * 4 + 2] = r.rgb[i * 3 + 2] ?? 0;
    png.data[i * 4 + 3] = 255;
  }
  return PNG.sync.write(png);
}

/**
 * The captcha as a `data:image/png;base64,…` URI, drop-in for JeecgBoot's JPEG data URI. Only
 * pixels leave the server: distorted, overlapping, noisy glyphs, not shapes a script can read back.
 */
export function captchaDataUri(code: string): string {
  const raster = new Raster();
  background(raster);
  [...code].forEach((ch, i) => {
    glyph(raster, ch.toUpperCase(), i);
  });
  strokes(raster);
  return `data:image/png;base64,${encodePng(warp(raster)).toString('base64')}`;
}
