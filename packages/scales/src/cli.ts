import { createInterface } from 'node:readline';
import { processLine } from './cli-core.ts';

/** Reads JSON lines on stdin, writes one result or {"error"} line per input line; exit 1 if any line failed. */
async function main(): Promise<number> {
  let failed = false;
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    const outcome = processLine(line);
    if (outcome === null) continue;
    if (!outcome.ok) failed = true;
    process.stdout.write(`${outcome.output}\n`);
  }
  return failed ? 1 : 0;
}

process.exitCode = await main();
