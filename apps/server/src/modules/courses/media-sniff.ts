import type { CourseMediaExtension } from '@xinmiao/shared';

const startsWith = (data: Uint8Array, bytes: readonly number[], at = 0): boolean =>
  data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const isoMedia = (d: Uint8Array) => startsWith(d, ascii('ftyp'), 4);
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
// An MP3 opens with an ID3 tag or straight with an MPEG audio frame (11 sync bits).
const isMp3 = (d: Uint8Array) =>
  startsWith(d, ascii('ID3')) || (d.length >= 2 && d[0] === 0xff && ((d[1] ?? 0) & 0xe0) === 0xe0);

const CHECKS: Record<CourseMediaExtension, (data: Uint8Array) => boolean> = {
  mp4: isoMedia,
  m4v: isoMedia,
  m4a: isoMedia,
  webm: (d) => startsWith(d, EBML),
  mp3: isMp3,
  wav: (d) => startsWith(d, ascii('RIFF')) && startsWith(d, ascii('WAVE'), 8),
  ogg: (d) => startsWith(d, ascii('OggS')),
  pdf: (d) => startsWith(d, ascii('%PDF-')),
};

/** Whether the first bytes of a lesson file really are what its (whitelisted) extension says. */
export function mediaMatches(extension: CourseMediaExtension, head: Uint8Array): boolean {
  return CHECKS[extension](head);
}
