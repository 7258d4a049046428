import { crc32, deflateRawSync } from 'node:zlib';

export type ZipSpec = {
  name: string;
  data: Buffer;
  /** 0 stored, 8 deflated (default). */
  method?: number;
  flags?: number;
  /** Extra field bytes, written to the local and the central header. */
  extra?: Buffer;
  /** What the headers claim the unpacked size is (default: the real size). */
  declaredSize?: number;
};

export type ZipShape = {
  /** Entry count the end record announces (default: the real count). */
  announced?: number;
  /** Entries with a local header and data but no central record. */
  hidden?: readonly ZipSpec[];
  /** Bytes written just before the end record (e.g. a ZIP64 locator). */
  beforeEnd?: Buffer;
};

const crcs = new WeakMap<Buffer, number>();
function crcOnce(data: Buffer): number {
  const known = crcs.get(data) ?? crc32(data);
  crcs.set(data, known);
  return known;
}

function localHeader(spec: ZipSpec, packed: Buffer): Buffer {
  const name = Buffer.from(spec.name);
  const extra = spec.extra ?? Buffer.alloc(0);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(spec.flags ?? 0, 6);
  header.writeUInt16LE(spec.method ?? 8, 8);
  header.writeUInt32LE(crcOnce(spec.data), 14);
  header.writeUInt32LE(packed.length, 18);
  header.writeUInt32LE(spec.declaredSize ?? spec.data.length, 22);
  header.writeUInt16LE(name.length, 26);
  header.writeUInt16LE(extra.length, 28);
  return Buffer.concat([header, name, extra, packed]);
}

function centralHeader(spec: ZipSpec, packed: Buffer, offset: number): Buffer {
  const name = Buffer.from(spec.name);
  const extra = spec.extra ?? Buffer.alloc(0);
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(spec.flags ?? 0, 8);
  header.writeUInt16LE(spec.method ?? 8, 10);
  header.writeUInt32LE(crcOnce(spec.data), 16);
  header.writeUInt32LE(packed.length, 20);
  header.writeUInt32LE(spec.declaredSize ?? spec.data.length, 24);
  header.writeUInt16LE(name.length, 28);
  header.writeUInt16LE(extra.length, 30);
  header.writeUInt32LE(offset, 42);
  return Buffer.concat([header, name, extra]);
}

// Hostile archives repeat one big buffer many times; deflating it once keeps the tests quick.
const deflated = new WeakMap<Buffer, Buffer>();
function deflateOnce(data: Buffer): Buffer {
  const known = deflated.get(data);
  if (known) return known;
  const packed = deflateRawSync(data);
  deflated.set(data, packed);
  return packed;
}

/** A minimal zip writer for crafting hostile archives: every field can be made to lie. */
export function zipOf(entries: readonly ZipSpec[], shape: ZipShape = {}): Buffer {
  const body: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const write = (spec: ZipSpec, listed: boolean) => {
    const packed = (spec.method ?? 8) === 0 ? spec.data : deflateOnce(spec.data);
    const local = localHeader(spec, packed);
    if (listed) centrals.push(centralHeader(spec, packed, offset));
    body.push(local);
    offset += local.length;
  };
  for (const spec of shape.hidden ?? []) write(spec, false);
  for (const spec of entries) write(spec, true);
  const directory = Buffer.concat(centrals);
  const before = shape.beforeEnd ?? Buffer.alloc(0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(shape.announced ?? entries.length, 8);
  end.writeUInt16LE(shape.announced ?? entries.length, 10);
  end.writeUInt32LE(directory.length + before.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...body, directory, before, end]);
}
