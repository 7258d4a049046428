import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, GLYPHS } from './captcha-font.ts';

const WIDTH = 105;
const HEIGHT = 35;
const CELL = 3.2;

export function randomCode(length = 4): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

function color(): string {
  return `rgb(${randomInt(20, 140)},${randomInt(20, 140)},${randomInt(20, 140)})`;
}

// Glyphs are drawn as jittered squares, not SVG <text>, so the code is not readable from the markup.
function glyph(ch: string, index: number): string {
  const rows = GLYPHS[ch] ?? [];
  const x0 = 10 + index * 24 + randomInt(-2, 3);
  const y0 = 6 + randomInt(-2, 3);
  const angle = randomInt(-18, 19);
  const cx = x0 + 8;
  const cy = y0 + 11;
  const cells: string[] = [];
  rows.forEach((row, y) => {
    [...row].forEach((c, x) => {
      if (c !== '#') return;
      const jx = (randomInt(-30, 31) / 100).toFixed(2);
      const jy = (randomInt(-30, 31) / 100).toFixed(2);
      cells.push(
        `<rect x="${(x0 + x * CELL + Number(jx)).toFixed(2)}" y="${(y0 + y * CELL + Number(jy)).toFixed(2)}" width="${CELL}" height="${CELL}"/>`,
      );
    });
  });
  return `<g fill="${color()}" transform="rotate(${angle} ${cx} ${cy})">${cells.join('')}</g>`;
}

function noise(): string {
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<line x1="${randomInt(WIDTH)}" y1="${randomInt(HEIGHT)}" x2="${randomInt(WIDTH)}" y2="${randomInt(HEIGHT)}" stroke="${color()}" stroke-width="1"/>`,
    );
  }
  for (let i = 0; i < 40; i++) {
    parts.push(`<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="0.8" fill="${color()}"/>`);
  }
  return parts.join('');
}

/** The captcha as a `data:image/svg+xml;base64,…` URI, drop-in for JeecgBoot's JPEG data URI. */
export function captchaDataUri(code: string): string {
  const body = [...code].map((ch, i) => glyph(ch.toUpperCase(), i)).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f3f6fa"/>${noise()}${body}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
