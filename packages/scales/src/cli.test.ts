import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

function runCli(input: string): { status: number | null; lines: Record<string, unknown>[]; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts'], {
    cwd: packageDir,
    input,
    encoding: 'utf8',
  });
  const lines = r.stdout
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { status: r.status, lines, stderr: r.stderr };
}

const sds = JSON.stringify({ scale: 'SDS', answers: Array.from({ length: 20 }, (_, i) => (i % 4) + 1) });
const phq = JSON.stringify({ scale: 'PHQ9', answers: [1, 2, 3, 4, 1, 2, 3, 4, 1], durationSeconds: 60 });

describe('score CLI', () => {
  it('writes one result per line, ignores blank lines, exits 0', () => {
    const r = runCli(`${sds}\n\n${phq}\r\n   \n`);
    expect(r.status).toBe(0);
    expect(r.lines.map((l) => [l.scale, l.total, l.level])).toEqual([
      ['SDS', 50, 3], // item 19 answered C
      ['PHQ9', 12, 1],
    ]);
    expect(r.stderr).toBe('');
  });

  it('reports bad lines as {"error"} in place, keeps going, exits 1', () => {
    const r = runCli(
      [
        'not json',
        JSON.stringify({ scale: 'NOPE', answers: [1] }),
        JSON.stringify({ scale: 'SDS', answers: [1, 2] }),
        JSON.stringify({ scale: 'SDS' }),
        JSON.stringify({ scale: 'SDS', answers: Array.from({ length: 20 }, () => 7) }),
        sds,
      ].join('\n'),
    );
    expect(r.status).toBe(1);
    expect(r.lines).toHaveLength(6);
    expect(r.lines[0]).toEqual({ error: '不是合法的 JSON' });
    expect(String(r.lines[1]?.error)).toMatch(/^未知量表：NOPE/);
    expect(r.lines[2]).toEqual({ error: 'SDS 需要 20 个答案，收到 2 个' });
    expect(String(r.lines[3]?.error)).toMatch(/^输入格式错误：answers/);
    expect(String(r.lines[4]?.error)).toContain('第 1 题的答案超出范围');
    expect(r.lines[5]?.total).toBe(50);
  });

  it('passes version, settings and norm through', () => {
    const line = JSON.stringify({
      scale: 'SCL90',
      answers: Array.from({ length: 90 }, () => 1),
      settings: { convention: '0-4' },
      norm: 'CN1986',
    });
    const r = runCli(line);
    expect(r.status).toBe(0);
    expect([r.lines[0]?.total, r.lines[0]?.positiveMean]).toEqual([0, null]);
  });
});
