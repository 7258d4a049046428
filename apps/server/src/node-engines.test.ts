import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Manifest = { engines?: { node?: string } };
type Lock = { packages: Record<string, Manifest & { version?: string }> };

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;

describe('installed packages run on the Node version the project declares', () => {
  it('every engines.node in package-lock.json admits the lowest Node of the root engines', () => {
    const declared = readJson<Manifest>('package.json').engines?.node;
    const lowest = declared ? semver.minVersion(declared) : null;
    expect(lowest, 'root package.json needs engines.node').not.toBeNull();
    const { packages } = readJson<Lock>('package-lock.json');
    const excluded = Object.entries(packages)
      .filter(([, pkg]) => pkg.engines?.node && lowest && !semver.satisfies(lowest, pkg.engines.node))
      .map(([where, pkg]) => `${where}@${pkg.version} needs node ${pkg.engines?.node}`);
    expect(excluded).toEqual([]);
  });
});
