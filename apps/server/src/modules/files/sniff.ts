import type { UploadExtension } from '@xinmiao/shared';

const startsWith = (data: Uint8Array, bytes: readonly number[], at = 0): boolean =>
  data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

function isZipWith(data: Uint8Array, folder: string): boolean {
  // An OOXML package names its part folders in the zip directory (stored uncompressed).
  return startsWith(data, ZIP) && Buffer.from(data.buffer, data.byteOffset, data.byteLength).includes(folder);
}

const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

/** UTF-8 text without NUL or other control characters than tab, line feed, form feed and return. */
function isPlainText(data: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return false;
  }
  for (const char of text) {
    const code = char.charCodeAt(0);
    if ((code < 0x20 && !TEXT_CONTROLS.has(code)) || code === 0x7f) return false;
  }
  return true;
}

const CHECKS: Record<UploadExtension, (data: Uint8Array) => boolean> = {
  png: (d) => startsWith(d, PNG),
  jpg: (d) => startsWith(d, JPEG),
  jpeg: (d) => startsWith(d, JPEG),
  gif: (d) => startsWith(d, ascii('GIF87a')) || startsWith(d, ascii('GIF89a')),
  webp: (d) => startsWith(d, ascii('RIFF')) && startsWith(d, ascii('WEBP'), 8),
  bmp: (d) => startsWith(d, ascii('BM')) && d.length > 14,
  pdf: (d) => startsWith(d, ascii('%PDF-')),
  doc: (d) => startsWith(d, OLE),
  xls: (d) => startsWith(d, OLE),
  ppt: (d) => startsWith(d, OLE),
  docx: (d) => isZipWith(d, 'word/'),
  xlsx: (d) => isZipWith(d, 'xl/'),
  pptx: (d) => isZipWith(d, 'ppt/'),
  zip: (d) => startsWith(d, ZIP),
  txt: isPlainText,
  csv: isPlainText,
  md: isPlainText,
  // An ID3 tag, or an MPEG audio frame's sync word (11 set bits).
  mp3: (d) => startsWith(d, ascii('ID3')) || (d.length > 1 && d[0] === 0xff && ((d[1] ?? 0) & 0xe0) === 0xe0),
  wav: (d) => startsWith(d, ascii('RIFF')) && startsWith(d, ascii('WAVE'), 8),
  ogg: (d) => startsWith(d, ascii('OggS')),
  m4a: (d) => startsWith(d, ascii('ftyp'), 4),
};

/** Whether the bytes really are what the (whitelisted) extension says. */
export function contentMatches(extension: UploadExtension, data: Uint8Array): boolean {
  return CHECKS[extension](data);
}
