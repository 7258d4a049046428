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

// Glyphs dark, lines and dots light: people tell them apart at a glance. Telling them apart is easy
// for a script too; the captcha only slows scripted sign-in, the rate limits and lockout protect.
function inkColor(): Rgb {
  return [randomInt(10, 90), randomInt(10, 90), randomInt(10, 90)];
}

function noiseColor(): Rgb {
  return [randomInt(140, 200), randomInt(140, 200), randomInt(140, 200)];
}

class Raster {
  readonly rgb = new Uint8ClampedArray(WIDTH * HEIGHT * 3);

  set(x: number, y: number, color: Rgb): void {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    this.rgb.set(color, (Math.trunc(y) * WIDTH + Math.trunc(x)) * 3);
  }

  /** Mixes `color` into the pixel by `alpha` (0–1): anti-aliased edges. */
  blend(x: number, y: number, color: Rgb, alpha: number): void {
    const [r, g, b] = this.get(x, y);
    this.set(x, y, [r + (color[0] - r) * alpha, g + (color[1] - g) * alpha, b + (color[2] - b) * alpha]);
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

const SUBSAMPLES = [0.17, 0.5, 0.83];

// Each glyph is sampled through its own slight rotation, shear and scale (no two draws share
// pixels), with 3×3 samples per pixel so its edges stay smooth at the displayed size.
function glyph(r: Raster, ch: string, index: number): void {
  const rows = GLYPHS[ch] ?? [];
  const color = inkColor();
  const cx = 17 + index * 28 + uniform(-2, 2);
  const cy = HEIGHT / 2 + uniform(-2, 2);
  const scale = uniform(3.6, 4.1);
  const angle = uniform(-0.22, 0.22);
  const shear = uniform(-0.15, 0.15);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const inked = (x: number, y: number) => {
    const u = (cos * (x - cx) + sin * (y - cy)) / scale;
    const v = (-sin * (x - cx) + cos * (y - cy)) / scale;
    return rows[Math.floor(v + 3.5)]?.[Math.floor(u - shear * v + 2.5)] === '#';
  };
  for (let y = Math.floor(cy - 20); y < cy + 20; y++) {
    for (let x = Math.floor(cx - 20); x < cx + 20; x++) {
      let hits = 0;
      for (const dy of SUBSAMPLES) for (const dx of SUBSAMPLES) if (inked(x + dx, y + dy)) hits++;
      if (hits) r.blend(x, y, color, hits / SUBSAMPLES.length ** 2);
    }
  }
}

function strokes(r: Raster): void {
  for (let i = 0; i < 2; i++) {
    const color = noiseColor();
    const amplitude = uniform(2, 6);
    const period = uniform(30, 70);
    const phase = uniform(0, Math.PI * 2);
    const base = uniform(10, HEIGHT - 10);
    for (let x = 0; x < WIDTH; x++) {
      r.set(x, base + amplitude * Math.sin((x / period) * Math.PI * 2 + phase), color);
    }
  }
  for (let i = 0; i < 80; i++) r.set(randomInt(WIDTH), randomInt(HEIGHT), noiseColor());
}

// A sine warp of the whole picture bends glyphs and strokes together, so neither can be cut out.
function warp(src: Raster): Raster {
  const out = new Raster();
  const ax = uniform(0.8, 1.5);
  const ay = uniform(0.8, 1.5);
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
 * pixels leave the server (no markup to read back); the picture is made for people to read, since
 * the sign-in limits, not the captcha, protect accounts (docs/security.md).
 */
export function captchaDataUri(code: string): string {
  const raster = new Raster();
  background(raster);
  strokes(raster);
  [...code].forEach((ch, i) => {
    glyph(raster, ch.toUpperCase(), i);
  });
  return `data:image/png;base64,${encodePng(warp(raster)).toString('base64')}`;
}
