import type { Reporter, TestModule } from 'vitest/node';

const SLOWEST_SHOWN = 15;

type Span = { files: number; first: number; last: number; busy: number };

function minutes(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
}

/**
 * Prints, after vitest's own summary, one line per project: its wall time from its first file's start
 * to its last file's end (projects overlap: vitest runs their files in one pool) and the summed
 * time of its files, then the slowest files. CI ends with these lines, so a slow project shows
 * without a profile.
 */
export class ProjectTimesReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly spans = new Map<string, Span>();
  private readonly files: { name: string; ms: number }[] = [];

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const end = Date.now();
    const start = this.started.get(module.moduleId) ?? end;
    const name = module.project.name || 'default';
    this.files.push({ name: `${name} ${module.relativeModuleId}`, ms: end - start });
    const span = this.spans.get(name) ?? { files: 0, first: start, last: end, busy: 0 };
    this.spans.set(name, {
      files: span.files + 1,
      first: Math.min(span.first, start),
      last: Math.max(span.last, end),
      busy: span.busy + (end - start),
    });
  }

  onTestRunEnd(): void {
    if (this.spans.size === 0) return;
    const width = Math.max(...[...this.spans.keys()].map((name) => name.length));
    process.stdout.write('\nPer-project times (wall: first file start → last file end; files: summed)\n');
    for (const [name, span] of [...this.spans].sort((a, b) => a[1].first - b[1].first)) {
      process.stdout.write(
        `  ${name.padEnd(width)}  ${String(span.files).padStart(4)} files  wall ${minutes(span.last - span.first).padStart(7)}  files ${minutes(span.busy).padStart(7)}\n`,
      );
    }
    process.stdout.write(`\nThe ${SLOWEST_SHOWN} slowest files\n`);
    for (const file of [...this.files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN))
      process.stdout.write(`  ${minutes(file.ms).padStart(7)}  ${file.name}\n`);
  }
}
