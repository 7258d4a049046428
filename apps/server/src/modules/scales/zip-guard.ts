import { inflateRawSync } from 'node:zlib';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;

export type ZipLimits = { maxEntries: number; maxUnpackedBytes: number };

/** Why a buffer is not a safe zip to hand to a zip reader, or null when it is. */
export type ZipProblem = 'not-zip' | 'too-big' | 'unsupported';

function findEndRecord(buf: Buffer): number {
  const stop = Math.max(0, buf.length - EOCD_MIN - MAX_COMMENT);
  for (let i = buf.length - EOCD_MIN; i >= stop; i--) {
    if (buf.readUInt32LE(i) === EOCD_SIGNATURE) return i;
  }
  return -1;
}

function unpackedSize(method: number, data: Buffer, budget: number): number | 'too-big' {
  if (method === STORED) return data.length;
  try {
    // maxOutputLength makes inflation stop at the budget instead of trusting the declared sizes.
    return inflateRawSync(data, { maxOutputLength: Math.max(1, budget) }).length;
  } catch (e) {
    if (e instanceof RangeError) return 'too-big';
    throw e;
  }
}

/**
 * Walks a zip's central directory and inflates every entry against a byte budget before any zip
 * library sees it, so a small upload cannot expand into gigabytes (a zip bomb).
 */
export function checkZip(buf: Buffer, limits: ZipLimits): ZipProblem | null {
  if (buf.length < EOCD_MIN || buf.readUInt32LE(0) !== LOCAL_SIGNATURE) return 'not-zip';
  const end = findEndRecord(buf);
  if (end < 0) return 'not-zip';
  const entries = buf.readUInt16LE(end + 10);
  const directory = buf.readUInt32LE(end + 16);
  if (entries > limits.maxEntries) return 'too-big';
  let offset = directory;
  let used = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > buf.length || buf.readUInt32LE(offset) !== CENTRAL_SIGNATURE) return 'not-zip';
    const method = buf.readUInt16LE(offset + 10);
    const packed = buf.readUInt32LE(offset + 20);
    const local = buf.readUInt32LE(offset + 42);
    const nameLength = buf.readUInt16LE(offset + 28);
    offset += 46 + nameLength + buf.readUInt16LE(offset + 30) + buf.readUInt16LE(offset + 32);
    if (method !== STORED && method !== DEFLATED) return 'unsupported';
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL_SIGNATURE) return 'not-zip';
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    if (start + packed > buf.length) return 'not-zip';
    const size = unpackedSize(method, buf.subarray(start, start + packed), limits.maxUnpackedBytes - used);
    if (size === 'too-big') return 'too-big';
    used += size;
    if (used > limits.maxUnpackedBytes) return 'too-big';
  }
  return null;
}
