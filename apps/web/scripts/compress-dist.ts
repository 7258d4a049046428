// Writes .br and .gz siblings of the built text assets so the server sends them precompressed
// (@fastify/static `preCompressed`): the login page's weight is measured as transferred bytes.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

let written = 0;
for (const file of filesUnder(dist).filter((f) => COMPRESSIBLE.test(f))) {
  const content = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
  );
  written += 1;
}
process.stdout.write(`compressed ${written} assets (.br, .gz)\n`);
