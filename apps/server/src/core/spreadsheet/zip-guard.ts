import { crc32, inflateRawSync } from 'node:zlib';
import {
  type CentralRecord,
  need,
  readCentralDirectory,
  readEndRecord,
  readLocalData,
  ZipFault,
} from './zip-records.ts';

const STORED = 0;
const DEFLATED = 8;
const FLAG_ENCRYPTED = 1;
const FLAG_STRONG_ENCRYPTION = 1 << 6;

export type ZipLimits = {
  maxEntries: number;
  /** Unpacked bytes of one entry. */
  maxEntryBytes: number;
  /** Unpacked bytes of all entries together. */
  maxUnpackedBytes: number;
  /** Largest unpacked ÷ packed size of an entry bigger than `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
};

/** Why a buffer is not a zip to unpack. `inconsistent`: its records disagree with each other or the data. */
export type ZipProblem = ZipFault['kind'];

export type ZipEntry = { name: string; data: Buffer };

export type ZipCheck = { entries: ZipEntry[] } | { problem: ZipProblem };

/** Inflates against the budget: zlib stops at `maxOutputLength` instead of trusting declared sizes. */
function unpack(record: CentralRecord, packed: Buffer, budget: number): Buffer {
  if (record.method === STORED) {
    need(packed.length <= budget, 'too-big');
    return packed;
  }
  try {
    return inflateRawSync(packed, { maxOutputLength: Math.max(1, budget) });
  } catch (e) {
    throw new ZipFault(e instanceof RangeError ? 'too-big' : 'inconsistent');
  }
}

function entries(buf: Buffer, limits: ZipLimits): ZipEntry[] {
  const end = readEndRecord(buf);
  const records = readCentralDirectory(buf, end, limits.maxEntries);
  need(new Set(records.map((r) => r.name)).size === records.length, 'inconsistent');
  for (const r of records) {
    need((r.flags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION)) === 0, 'unsupported');
    need(r.method === STORED || r.method === DEFLATED, 'unsupported');
    need(r.unpackedSize <= limits.maxEntryBytes, 'too-big');
  }
  const starts = readLocalData(buf, end, records);
  let used = 0;
  return records.map((record) => {
    const start = starts.get(record) ?? 0;
    const budget = Math.min(limits.maxEntryBytes, limits.maxUnpackedBytes - used);
    const data = unpack(record, buf.subarray(start, start + record.packedSize), budget);
    used += data.length;
    need(data.length === record.unpackedSize && crc32(data) === record.crc, 'inconsistent');
    const ratio = data.length / Math.max(1, record.packedSize);
    need(data.length <= limits.ratioFloorBytes || ratio <= limits.maxRatio, 'too-big');
    return { name: record.name, data };
  });
}

/**
 * Checks a zip before any zip library sees it: the end record must end the file, the central
 * directory is walked to its real end (not the count the end record announces), every local header
 * present must match one central record, ZIP64, encryption and other methods are refused, and every
 * entry is inflated against per-entry, total and ratio limits and checked against its size and CRC.
 * Only the entries returned here may be handed on (re-packed: `zip-repack.ts`).
 */
export function checkZip(buf: Buffer, limits: ZipLimits): ZipCheck {
  try {
    return { entries: entries(buf, limits) };
  } catch (e) {
    if (!(e instanceof ZipFault)) throw e;
    return { problem: e.kind };
  }
}
