/**
 * Reads the records of a zip archive (PKWARE APPNOTE 6.3) exactly as they lie in the bytes, without
 * trusting any count or size one record claims about another. `zip-guard.ts` decides what is safe.
 */

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const DESCRIPTOR_SIGNATURE = 0x08074b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const ZIP64_EXTRA_ID = 0x0001;
const MAX_16 = 0xffff;
const MAX_32 = 0xffffffff;
const FLAG_DATA_DESCRIPTOR = 1 << 3;

/** Why the bytes are not a zip to unpack: not a zip at all, a feature we refuse, or records that disagree. */
export class ZipFault extends Error {
  constructor(readonly kind: 'not-zip' | 'unsupported' | 'inconsistent' | 'too-big') {
    super(kind);
    this.name = 'ZipFault';
  }
}

export type CentralRecord = {
  name: string;
  flags: number;
  method: number;
  crc: number;
  packedSize: number;
  unpackedSize: number;
  localOffset: number;
};

export type EndRecord = { entries: number; directoryOffset: number; directorySize: number; at: number };

export function need(ok: boolean, kind: ZipFault['kind'] = 'inconsistent'): asserts ok {
  if (!ok) throw new ZipFault(kind);
}

function hasZip64Extra(buf: Buffer, start: number, length: number): boolean {
  const end = start + length;
  need(end <= buf.length);
  let at = start;
  while (at + 4 <= end) {
    if (buf.readUInt16LE(at) === ZIP64_EXTRA_ID) return true;
    at += 4 + buf.readUInt16LE(at + 2);
  }
  need(at === end);
  return false;
}

/** The end-of-central-directory record, which must end the file exactly (its comment included). */
export function readEndRecord(buf: Buffer): EndRecord {
  need(buf.length >= EOCD_SIZE + LOCAL_SIZE && buf.readUInt32LE(0) === LOCAL_SIGNATURE, 'not-zip');
  const stop = Math.max(0, buf.length - EOCD_SIZE - MAX_16);
  let at = -1;
  for (let i = buf.length - EOCD_SIZE; i >= stop && at < 0; i--) {
    if (buf.readUInt32LE(i) === EOCD_SIGNATURE && i + EOCD_SIZE + buf.readUInt16LE(i + 20) === buf.length)
      at = i;
  }
  need(at >= 0, 'not-zip');
  const onThisDisk = buf.readUInt16LE(at + 8);
  const entries = buf.readUInt16LE(at + 10);
  const directorySize = buf.readUInt32LE(at + 12);
  const directoryOffset = buf.readUInt32LE(at + 16);
  const zip64 =
    (at >= 20 && buf.readUInt32LE(at - 20) === ZIP64_LOCATOR_SIGNATURE) ||
    entries === MAX_16 ||
    directorySize === MAX_32 ||
    directoryOffset === MAX_32;
  need(!zip64, 'unsupported');
  const disks = buf.readUInt16LE(at + 4) + buf.readUInt16LE(at + 6);
  need(disks === 0 && onThisDisk === entries, 'unsupported');
  need(directoryOffset + directorySize === at);
  return { entries, directoryOffset, directorySize, at };
}

/**
 * Every record the central directory really holds, from its start to the end record, whatever count
 * the end record announces; stops with `too-many` past `maxEntries`.
 */
export function readCentralDirectory(buf: Buffer, end: EndRecord, maxEntries: number): CentralRecord[] {
  const records: CentralRecord[] = [];
  let at = end.directoryOffset;
  while (at < end.at) {
    need(records.length < maxEntries, 'too-big');
    need(at + CENTRAL_SIZE <= end.at && buf.readUInt32LE(at) === CENTRAL_SIGNATURE);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const next = at + CENTRAL_SIZE + nameLength + extraLength + buf.readUInt16LE(at + 32);
    need(next <= end.at);
    const record: CentralRecord = {
      name: buf.toString('utf8', at + CENTRAL_SIZE, at + CENTRAL_SIZE + nameLength),
      flags: buf.readUInt16LE(at + 8),
      method: buf.readUInt16LE(at + 10),
      crc: buf.readUInt32LE(at + 16),
      packedSize: buf.readUInt32LE(at + 20),
      unpackedSize: buf.readUInt32LE(at + 24),
      localOffset: buf.readUInt32LE(at + 42),
    };
    const zip64 =
      record.packedSize === MAX_32 ||
      record.unpackedSize === MAX_32 ||
      record.localOffset === MAX_32 ||
      buf.readUInt16LE(at + 34) === MAX_16 ||
      hasZip64Extra(buf, at + CENTRAL_SIZE + nameLength, extraLength);
    need(!zip64, 'unsupported');
    records.push(record);
    at = next;
  }
  need(records.length === end.entries);
  return records;
}

/**
 * Walks the local headers that really lie between the file start and the central directory and
 * returns where each entry's packed data starts. Every local header must belong to exactly one
 * central record (same offset, name, method and sizes), so a reader that streams local headers
 * sees no entry the central directory hides.
 */
export function readLocalData(
  buf: Buffer,
  end: EndRecord,
  records: readonly CentralRecord[],
): Map<CentralRecord, number> {
  const byOffset = new Map(records.map((r) => [r.localOffset, r]));
  need(byOffset.size === records.length);
  const data = new Map<CentralRecord, number>();
  let at = 0;
  while (at < end.directoryOffset) {
    const record = byOffset.get(at);
    need(record !== undefined && at + LOCAL_SIZE <= end.directoryOffset);
    need(buf.readUInt32LE(at) === LOCAL_SIGNATURE);
    const flags = buf.readUInt16LE(at + 6);
    const nameLength = buf.readUInt16LE(at + 26);
    const extraLength = buf.readUInt16LE(at + 28);
    const nameStart = at + LOCAL_SIZE;
    need(nameStart + nameLength <= end.directoryOffset);
    need(buf.toString('utf8', nameStart, nameStart + nameLength) === record.name);
    need(flags === record.flags && buf.readUInt16LE(at + 8) === record.method);
    need(!hasZip64Extra(buf, nameStart + nameLength, extraLength), 'unsupported');
    const start = nameStart + nameLength + extraLength;
    let next = start + record.packedSize;
    need(next <= end.directoryOffset);
    if (flags & FLAG_DATA_DESCRIPTOR) {
      next += next + 4 <= end.directoryOffset && buf.readUInt32LE(next) === DESCRIPTOR_SIGNATURE ? 16 : 12;
    } else {
      need(
        buf.readUInt32LE(at + 18) === record.packedSize && buf.readUInt32LE(at + 22) === record.unpackedSize,
      );
    }
    need(next <= end.directoryOffset);
    data.set(record, start);
    at = next;
  }
  need(at === end.directoryOffset && data.size === records.length);
  return data;
}
