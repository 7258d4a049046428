import { BackupError } from './archive.ts';

/** Runs a backup command: its line on success, a refusal without a stack, exit status 1 on failure. */
export async function runCommand(name: string, run: () => Promise<string>): Promise<void> {
  try {
    process.stdout.write(`${await run()}\n`);
  } catch (error) {
    if (error instanceof BackupError) process.stderr.write(`${name} refused: ${error.message}\n`);
    else process.stderr.write(`${name} failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 1;
  }
}
