import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Plants each kind of violation in a scratch tree laid out like the repository and cruises it with
// the repository's own rules: the check must name every planted one and nothing that is allowed.

const ROOT = path.resolve(import.meta.dirname, '../..');

const TREE: Record<string, string> = {
  'apps/server/src/db/types.ts': 'export type Db = { raw: true };\n',
  'apps/server/src/modules/beta/index.ts': "export { shared } from './internal.ts';\n",
  'apps/server/src/modules/beta/internal.ts': 'export const shared = 1;\n',
  'apps/server/src/modules/beta/types.ts': 'export type Shape = { id: string };\n',
  // Allowed: another module's public face.
  'apps/server/src/modules/alpha/face.ts':
    "import { shared } from '../beta/index.ts';\nexport const a = shared;\n",
  // Planted: a reach-in at a value and one at a type.
  'apps/server/src/modules/alpha/reach.ts':
    "import { shared } from '../beta/internal.ts';\nexport const b = shared;\n",
  'apps/server/src/modules/alpha/reach-type.ts':
    "import type { Shape } from '../beta/types.ts';\nexport const c = (s: Shape) => s.id;\n",
  // Planted: the raw database in a feature module; allowed in the session module.
  'apps/server/src/modules/alpha/raw.ts':
    "import type { Db } from '../../db/types.ts';\nexport type D = Db;\n",
  'apps/server/src/modules/session/raw.ts':
    "import type { Db } from '../../db/types.ts';\nexport type D = Db;\n",
  // Planted: a circle on each side.
  'apps/server/src/core/one.ts': "import { two } from './two.ts';\nexport const one = () => two;\n",
  'apps/server/src/core/two.ts': "import { one } from './one.ts';\nexport const two = () => one;\n",
  'apps/web/src/api/left.tsx':
    "import { right } from './right.ts';\nexport const Left = () => <b>{right}</b>;\n",
  'apps/web/src/api/right.ts': "import { Left } from './left.tsx';\nexport const right = String(Left);\n",
};

let scratch = '';
let result: ICruiseResult;

/** The repository's rules, with the console's circle rule switched on as it will be. */
async function rules(): Promise<IForbiddenRuleType[]> {
  const config = await extractDepcruiseConfig(path.join(ROOT, '.dependency-cruiser.mjs'));
  return (config.forbidden ?? []).map((rule) =>
    rule.name === 'no-circular-web' ? { ...rule, severity: 'error' } : rule,
  );
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'boundaries-'));
  for (const [file, text] of Object.entries(TREE)) {
    await mkdir(path.dirname(path.join(scratch, file)), { recursive: true });
    await writeFile(path.join(scratch, file), text);
  }
  const config = await extractDepcruiseConfig(path.join(ROOT, '.dependency-cruiser.mjs'));
  const babelConfig = {
    babelrc: false,
    configFile: false,
    plugins: [path.join(ROOT, 'tools/boundaries/keep-type-imports.cjs')],
    presets: [['@babel/preset-typescript', { onlyRemoveTypeImports: true }]],
    cwd: ROOT,
  };
  const reply = await cruise(
    Object.keys(TREE),
    {
      ...config.options,
      baseDir: scratch,
      validate: true,
      ruleSet: { forbidden: await rules() },
    },
    { extensions: ['.ts', '.tsx'] },
    { babelConfig },
  );
  if (typeof reply.output === 'string') throw new Error('expected a cruise result');
  result = reply.output;
}, 60_000);

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

function violations(rule: string): string[] {
  return result.summary.violations.filter((v) => v.rule.name === rule).map((v) => `${v.from} → ${v.to}`);
}

describe('the boundary check', () => {
  it('fails on a reach-in past another module’s public face, type imports included', () => {
    expect(violations('module-reach-in').sort()).toEqual([
      'apps/server/src/modules/alpha/reach-type.ts → apps/server/src/modules/beta/types.ts',
      'apps/server/src/modules/alpha/reach.ts → apps/server/src/modules/beta/internal.ts',
    ]);
  });

  it('fails on an import circle in the server', () => {
    expect(violations('no-circular-server').length).toBeGreaterThan(0);
    expect(violations('no-circular-server').every((v) => v.startsWith('apps/server/src/core/'))).toBe(true);
  });

  it('fails on an import circle in the console once its rule is on', () => {
    expect(violations('no-circular-web').length).toBeGreaterThan(0);
    expect(violations('no-circular-web').every((v) => v.startsWith('apps/web/src/api/'))).toBe(true);
  });

  it('fails on the raw database outside the allow-list, and only there', () => {
    expect(violations('raw-database')).toEqual([
      'apps/server/src/modules/alpha/raw.ts → apps/server/src/db/types.ts',
    ]);
  });
});
