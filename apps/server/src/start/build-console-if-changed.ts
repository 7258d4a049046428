// `npm start`, before the server: builds the console only when its sources changed since the build
// in apps/web/dist, quietly (warnings and errors only), so a restart on unchanged sources serves at
// once. `npm run build` still builds unconditionally with the full listing.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureConsoleBuilt } from './console-build.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const webDir = path.join(repoRoot, 'apps/web');

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: webDir, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

const started = Date.now();
const decision = await ensureConsoleBuilt(repoRoot, path.join(webDir, 'dist'), async () => {
  process.stdout.write('Building the console (its sources changed)…\n');
  const vite = path.join(repoRoot, 'node_modules/vite/bin/vite.js');
  await run(process.execPath, [vite, 'build', '--logLevel', 'warn']);
  await run(process.execPath, ['--import', 'tsx', 'scripts/compress-dist.ts']);
});
process.stdout.write(
  decision.build
    ? `Console built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`
    : 'Console: sources unchanged since the last build, not rebuilt\n',
);
