import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type ZipSpec, zipOf } from './test/zip.ts';
import { checkZip, type ZipLimits } from './zip-guard.ts';

const KB = 1024;
const LIMITS: ZipLimits = {
  maxEntries: 10,
  maxEntryBytes: 64 * KB,
  maxUnpackedBytes: 128 * KB,
  maxRatio: 100,
  ratioFloorBytes: 16 * KB,
};

const text = (name: string, body = `<x>${name}</x>`): ZipSpec => ({ name, data: Buffer.from(body) });
const zeros = (name: string, bytes: number): ZipSpec => ({ name, data: Buffer.alloc(bytes) });
/** Incompressible but printable, like a sheet of varied text. */
const varied = (name: string, bytes: number): ZipSpec => ({
  name,
  data: Buffer.from(randomBytes(bytes).toString('base64').slice(0, bytes)),
});
const problem = (buf: Buffer, limits = LIMITS) => {
  const checked = checkZip(buf, limits);
  return 'problem' in checked ? checked.problem : null;
};

describe('checkZip accepts real archives and hands on what it checked', () => {
  it('reads a workbook ExcelJS wrote, entry by entry', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('题库').addRows([
      ['题号', '题目'],
      [1, '第一题'],
    ]);
    const buf = Buffer.from(await workbook.xlsx.writeBuffer());
    const checked = checkZip(buf, { ...LIMITS, maxEntries: 20 });
    if (!('entries' in checked)) throw new Error(`refused: ${checked.problem}`);
    const sheet = checked.entries.find((e) => e.name === 'xl/worksheets/sheet1.xml');
    expect(sheet?.data.toString()).toContain('<sheetData>');
  });

  it('accepts stored entries and compressible text up to the limits', () => {
    const buf = zipOf([{ ...text('a.xml'), method: 0 }, varied('b.xml', 60 * KB), zeros('c.bin', 16 * KB)]);
    const checked = checkZip(buf, LIMITS);
    expect('entries' in checked && checked.entries.map((e) => [e.name, e.data.length])).toEqual([
      ['a.xml', 12],
      ['b.xml', 60 * KB],
      ['c.bin', 16 * KB],
    ]);
  });
});

describe('checkZip refuses', () => {
  it('a central directory holding more entries than the end record announces', () => {
    const many = Array.from({ length: 300 }, (_, i) => zeros(`xl/worksheets/sheet${i}.xml`, 32 * KB));
    expect(problem(zipOf(many, { announced: 1 }))).toBe('too-big');
    const three = [text('a'), text('b'), text('c')];
    expect(problem(zipOf(three, { announced: 1 }))).toBe('inconsistent');
    expect(problem(zipOf(three, { announced: 4 }))).toBe('inconsistent');
  });

  it('local entries the central directory does not list', () => {
    expect(problem(zipOf([text('a.xml')], { hidden: [zeros('hidden.xml', 1000)] }))).toBe('inconsistent');
  });

  it('more entries, or more unpacked bytes, than allowed', () => {
    expect(problem(zipOf(Array.from({ length: 11 }, (_, i) => text(`f${i}`))))).toBe('too-big');
    expect(problem(zipOf([varied('big', 64 * KB + 1)]))).toBe('too-big');
    const total = Array.from({ length: 3 }, (_, i) => varied(`part${i}`, 60 * KB));
    expect(problem(zipOf(total))).toBe('too-big');
  });

  it('entries that unpack to more than they declare, before unpacking them all', () => {
    expect(problem(zipOf([{ ...zeros('bomb', 10 * 1024 * KB), declaredSize: 100 }]))).toBe('too-big');
    expect(problem(zipOf([{ ...text('a', 'x'.repeat(500)), declaredSize: 100 }]))).toBe('inconsistent');
  });

  it('an entry that compresses more than the ratio allows', () => {
    expect(problem(zipOf([zeros('z', 16 * KB + 1)]))).toBe('too-big');
  });

  it('ZIP64 records, sizes and extra fields', () => {
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    expect(problem(zipOf([text('a')], { beforeEnd: locator }))).toBe('unsupported');
    const extra = Buffer.alloc(20);
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(16, 2);
    expect(problem(zipOf([{ ...text('a'), extra }]))).toBe('unsupported');
    expect(problem(zipOf([{ ...text('a'), declaredSize: 0xffffffff }]))).toBe('unsupported');
  });

  it('encryption and compression methods other than stored and deflated', () => {
    expect(problem(zipOf([{ ...text('a'), flags: 1 }]))).toBe('unsupported');
    expect(problem(zipOf([{ ...text('a'), method: 12 }]))).toBe('unsupported');
  });

  it('duplicate names, broken deflate data and a wrong CRC', () => {
    expect(problem(zipOf([text('a'), text('a')]))).toBe('inconsistent');
    const broken = zipOf([{ ...text('a'), method: 0 }]);
    broken.writeUInt16LE(8, 8);
    broken.writeUInt16LE(8, broken.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 10);
    expect(problem(broken)).toBe('inconsistent');
    const crc = zipOf([text('a')]);
    crc.writeUInt32LE(0, 14);
    crc.writeUInt32LE(0, crc.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 16);
    expect(problem(crc)).toBe('inconsistent');
  });

  it('what is not a whole zip', () => {
    const good = zipOf([text('a')]);
    expect(problem(Buffer.from('题号\t题目\n1\ta'))).toBe('not-zip');
    expect(problem(good.subarray(0, good.length - 1))).toBe('not-zip');
    expect(problem(Buffer.concat([good, Buffer.from('tail')]))).toBe('not-zip');
    expect(problem(Buffer.alloc(0))).toBe('not-zip');
  });
});
