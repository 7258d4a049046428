import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { type FileHandle, open, readFile, rename, rm, stat } from 'node:fs/promises';

/**
 * The backup archive: a plaintext header, then one AES-256-GCM stream over every entry, then the
 * GCM tag. The header (format, scrypt parameters, salt, nonce, key check) is the cipher's
 * additional data, so nothing in the file can change without the tag failing.
 *
 *   "XMBACKUP" | version u8 | scrypt log2 N, r, p (u8 each) | salt 16 | nonce 12 | key check 16
 *   ciphertext of: (name length u16 | name | (chunk length u32 | chunk)* | 0 u32)* | 0 u16
 *   GCM tag 16
 *
 * The key check (an HMAC keyed by the second half of the scrypt output) tells a wrong passphrase
 * apart from an altered archive before anything is decrypted.
 */
const MAGIC = Buffer.from('XMBACKUP');
const VERSION = 1;
const SCRYPT = { logN: 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const NONCE_BYTES = 12;
const CHECK_BYTES = 16;
const TAG_BYTES = 16;
const PREFIX_BYTES = MAGIC.length + 4 + SALT_BYTES + NONCE_BYTES;
const HEADER_BYTES = PREFIX_BYTES + CHECK_BYTES;
// GCM's limit for one key and nonce: 2^39 − 256 bits.
const MAX_PLAINTEXT_BYTES = 2 ** 36 - 32;
const MAX_CHUNK_BYTES = 16 * 1024 * 1024;
const MIN_PASSPHRASE_LENGTH = 16;

/** A refusal the operator can act on: printed as it is, without a stack. */
export class BackupError extends Error {}

/**
 * The operator's passphrase: the key file's content (`--key-file` or `BACKUP_KEY_FILE`, which only
 * its owner may read), else `BACKUP_PASSPHRASE`. There is no default: without one, nothing runs.
 */
export async function operatorPassphrase(env: NodeJS.ProcessEnv, keyFile?: string): Promise<string> {
  const file = keyFile ?? env.BACKUP_KEY_FILE;
  let passphrase: string;
  if (file) {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw new BackupError(`key file ${file} not found`);
    if ((info.mode & 0o077) !== 0) {
      throw new BackupError(
        `key file ${file} can be read by others (mode ${(info.mode & 0o777).toString(8)}): chmod 600 it`,
      );
    }
    passphrase = (await readFile(file, 'utf8')).replace(/\r?\n$/, '');
  } else if (env.BACKUP_PASSPHRASE) {
    passphrase = env.BACKUP_PASSPHRASE;
  } else {
    throw new BackupError(
      'no backup key: set BACKUP_KEY_FILE (a file only the operator can read) or BACKUP_PASSPHRASE; there is no default key',
    );
  }
  if (passphrase.length < MIN_PASSPHRASE_LENGTH) {
    throw new BackupError(`the backup passphrase must have at least ${MIN_PASSPHRASE_LENGTH} characters`);
  }
  return passphrase;
}

type Keys = { cipherKey: Buffer; checkKey: Buffer };

function deriveKeys(passphrase: string, salt: Buffer, logN: number, r: number, p: number): Promise<Keys> {
  return new Promise((resolve, reject) => {
    scrypt(passphrase, salt, 64, { N: 2 ** logN, r, p, maxmem: 256 * 1024 * 1024 }, (error, bytes) => {
      if (error) reject(error);
      else resolve({ cipherKey: bytes.subarray(0, 32), checkKey: bytes.subarray(32) });
    });
  });
}

function keyCheck(keys: Keys, prefix: Buffer): Buffer {
  return createHmac('sha256', keys.checkKey).update(prefix).digest().subarray(0, CHECK_BYTES);
}

function u16(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
}

function u32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

export type ArchiveEntry = { name: string; data: Iterable<Uint8Array> | AsyncIterable<Uint8Array> };

/**
 * Encrypts `entries` into `file`, created with mode 0600. It is written as `<file>.partial` and
 * renamed when complete, so a failed run never leaves a file that looks like a backup.
 */
export async function writeArchive(
  file: string,
  passphrase: string,
  entries: AsyncIterable<ArchiveEntry>,
): Promise<{ bytes: number }> {
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose a new file name`);
  const salt = randomBytes(SALT_BYTES);
  const nonce = randomBytes(NONCE_BYTES);
  const keys = await deriveKeys(passphrase, salt, SCRYPT.logN, SCRYPT.r, SCRYPT.p);
  const prefix = Buffer.concat([MAGIC, Buffer.from([VERSION, SCRYPT.logN, SCRYPT.r, SCRYPT.p]), salt, nonce]);
  const header = Buffer.concat([prefix, keyCheck(keys, prefix)]);
  const cipher = createCipheriv('aes-256-gcm', keys.cipherKey, nonce);
  cipher.setAAD(header);
  const partial = `${file}.partial`;
  const handle = await open(partial, 'wx', 0o600);
  let plaintext = 0;
  let written = 0;
  const put = async (bytes: Buffer) => {
    if (bytes.length === 0) return;
    await handle.write(bytes);
    written += bytes.length;
  };
  const encrypt = async (...parts: Buffer[]) => {
    const bytes = Buffer.concat(parts);
    plaintext += bytes.length;
    if (plaintext > MAX_PLAINTEXT_BYTES)
      throw new BackupError('the backup exceeds 64 GiB, one archive’s limit');
    await put(cipher.update(bytes));
  };
  try {
    // The umask could only narrow 0600; chmod makes sure of it on a file that pre-existed as .partial.
    await handle.chmod(0o600);
    await put(header);
    for await (const entry of entries) {
      const name = Buffer.from(entry.name, 'utf8');
      await encrypt(u16(name.length), name);
      for await (const data of entry.data) {
        for (let at = 0; at < data.length; at += MAX_CHUNK_BYTES) {
          const chunk = Buffer.from(
            data.buffer,
            data.byteOffset + at,
            Math.min(MAX_CHUNK_BYTES, data.length - at),
          );
          await encrypt(u32(chunk.length), chunk);
        }
      }
      await encrypt(u32(0));
    }
    await encrypt(u16(0));
    await put(cipher.final());
    await put(cipher.getAuthTag());
    await handle.sync();
    await handle.close();
    await rename(partial, file);
    return { bytes: written };
  } catch (error) {
    await handle.close().catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}

/** Pulls exact byte counts out of a chunked stream. */
class ByteReader {
  private buffer: Buffer = Buffer.alloc(0);
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  async exact(count: number): Promise<Buffer> {
    while (this.buffer.length < count) {
      const next = await this.source.next();
      if (next.done) throw new BackupError('the archive is incomplete or altered: refused');
      this.buffer = this.buffer.length === 0 ? next.value : Buffer.concat([this.buffer, next.value]);
    }
    const out = this.buffer.subarray(0, count);
    this.buffer = this.buffer.subarray(count);
    return out;
  }

  /** The stream's end, which is where GCM checks the tag. */
  async end(): Promise<void> {
    const next = await this.source.next();
    if (!next.done || this.buffer.length > 0) {
      throw new BackupError('the archive has bytes after its end: refused');
    }
  }
}

async function readHeader(handle: FileHandle, size: number): Promise<Buffer> {
  if (size < HEADER_BYTES + TAG_BYTES) throw new BackupError('not a Xinmiao backup archive (too short)');
  const { buffer } = await handle.read(Buffer.alloc(HEADER_BYTES), 0, HEADER_BYTES, 0);
  if (!buffer.subarray(0, MAGIC.length).equals(MAGIC)) throw new BackupError('not a Xinmiao backup archive');
  const version = buffer[MAGIC.length];
  if (version !== VERSION)
    throw new BackupError(`archive format ${version} is not supported by this version`);
  return buffer;
}

/**
 * Decrypts `file` and writes each entry to the path `destination(name)` gives (which must create
 * it). Nothing written may be acted on before this resolves: GCM authenticates the whole archive
 * only at its end, and a wrong passphrase or an altered byte rejects with a BackupError.
 */
export async function readArchive(
  file: string,
  passphrase: string,
  destination: (name: string) => Promise<FileHandle>,
): Promise<void> {
  const handle = await open(file, 'r');
  let header: Buffer;
  let tag: Buffer;
  let size: number;
  try {
    size = (await handle.stat()).size;
    header = await readHeader(handle, size);
    tag = (await handle.read(Buffer.alloc(TAG_BYTES), 0, TAG_BYTES, size - TAG_BYTES)).buffer;
  } finally {
    await handle.close();
  }
  const at = MAGIC.length + 1;
  const [logN = 0, r = 0, p = 0] = header.subarray(at, at + 3);
  if (logN < 10 || logN > 22 || r < 1 || r > 32 || p < 1 || p > 16) {
    throw new BackupError('the archive header is damaged (key parameters out of range)');
  }
  const salt = header.subarray(at + 3, at + 3 + SALT_BYTES);
  const nonce = header.subarray(at + 3 + SALT_BYTES, PREFIX_BYTES);
  const keys = await deriveKeys(passphrase, salt, logN, r, p);
  if (!timingSafeEqual(keyCheck(keys, header.subarray(0, PREFIX_BYTES)), header.subarray(PREFIX_BYTES))) {
    throw new BackupError('wrong passphrase for this archive (or its header was altered): nothing restored');
  }
  const decipher = createDecipheriv('aes-256-gcm', keys.cipherKey, nonce);
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  createReadStream(file, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 })
    .on('error', (error) => decipher.destroy(error))
    .pipe(decipher);
  const reader = new ByteReader(decipher[Symbol.asyncIterator]());
  try {
    for (;;) {
      const nameLength = (await reader.exact(2)).readUInt16BE();
      if (nameLength === 0) break;
      const name = (await reader.exact(nameLength)).toString('utf8');
      const out = await destination(name);
      try {
        for (;;) {
          const length = (await reader.exact(4)).readUInt32BE();
          if (length === 0) break;
          if (length > MAX_CHUNK_BYTES)
            throw new BackupError('the archive is altered (chunk too long): refused');
          await out.write(await reader.exact(length));
        }
      } finally {
        await out.close();
      }
    }
    await reader.end();
  } catch (error) {
    decipher.destroy();
    if (error instanceof BackupError) throw error;
    if (error instanceof Error && /authenticate/.test(error.message)) {
      throw new BackupError('the archive was altered or is incomplete (authentication failed): refused');
    }
    throw error;
  }
}
