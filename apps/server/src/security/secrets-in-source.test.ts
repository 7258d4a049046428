import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SKIP_DIRS = new Set(['node_modules', 'dist', '.tsbuild', '.git', 'data', 'coverage', 'test-results']);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|json|html|css|sql|env|ya?ml|toml|sh)$|^\.env/;

// Joined at run time so this file does not contain, and match, the constants it looks for.
const JEECG_SECRETS = [
  ['dd05f1c54d63749e', 'da95f9fa6d49v442a'], // X-Sign signatureSecret
  ['1234567890', 'adbcde'], // AES login key
  ['1234567890', 'hjlkew'], // AES login iv
].map((parts) => parts.join(''));

// Vue3 sends the login password encrypted with this published key/iv; the one module that decodes
// it must hold them. They guard nothing of ours (docs/security.md, Vue3's AES login password).
const ALLOWED = new Map([
  [path.join('apps', 'server', 'src', 'modules', 'session', 'login-password.ts'), JEECG_SECRETS.slice(1)],
]);

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (TEXT_FILE.test(name)) yield full;
  }
}

describe('#33 hardcoded JeecgBoot secrets (signatureSecret, AES login key/iv)', () => {
  it('appear nowhere in the apps, packages, bench or root config', () => {
    const roots = ['apps', 'packages', 'bench'].map((d) => path.join(REPO, d));
    const files = [
      ...roots.flatMap((r) => [...sourceFiles(r)]),
      ...readdirSync(REPO)
        .filter((n) => TEXT_FILE.test(n))
        .map((n) => path.join(REPO, n)),
    ];
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.endsWith(path.join('core', 'auth.ts')))).toBe(true);
    const hits = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const allowed = ALLOWED.get(path.relative(REPO, file)) ?? [];
      return JEECG_SECRETS.filter((s) => text.includes(s) && !allowed.includes(s)).map(
        (s) => `${path.relative(REPO, file)}: ${s}`,
      );
    });
    expect(hits).toEqual([]);
  });

  it('the server has no JWT library to sign with a password hash or a fixed key', () => {
    const pkg = JSON.parse(readFileSync(path.join(REPO, 'apps/server/package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    const deps = Object.keys(pkg.dependencies ?? {});
    expect(deps.filter((d) => /jsonwebtoken|jose|jwt/i.test(d))).toEqual([]);
  });
});
