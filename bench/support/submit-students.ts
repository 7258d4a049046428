// The students' phones of bench/screening-submit.ts, in a process of their own so that their HTTP
// client's CPU does not count as the server's:
// `node --import tsx submit-students.ts <origin> <taskId> <rate>`, with a JSON list of
// [student index, token] on standard input. rate: submits per second; 0 sends them all at once,
// -1 one after another (a student pressing 提交 again). Prints one JSON line (`PhaseReport`).
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

export type PhaseReport = {
  /** Milliseconds from each submit's due time to its reply. */
  latencies: number[];
  acknowledged: number[];
  /** Failed replies by message (or undici's cause), each counted. */
  failures: Record<string, number>;
  /** This process's CPU over the phase, in milliseconds. */
  cpuMs: number;
};

/** Student i's sheet: every tenth has PHQ-9 item 9 > 0, others vary from none to moderate. */
function sheetOf(i: number) {
  const phq = Array.from({ length: 9 }, (_, k) => ((i + k) % 3) + 1);
  phq[8] = i % 10 === 0 ? 2 : 1;
  const gad = Array.from({ length: 7 }, (_, k) => ((i * 7 + k) % 4) + 1);
  return { PHQ9: phq, GAD7: gad };
}

/** `fetch failed` with what undici says underneath (a connect timeout, a reset …). */
function failureOf(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  const cause: unknown = e.cause;
  const code = cause && typeof cause === 'object' && 'code' in cause ? String(cause.code) : '';
  return code ? `${e.message} (${code})` : e.message;
}

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text;
}

const [origin = '', taskId = '', rateText = '0'] = process.argv.slice(2);
const rate = Number(rateText);
const students = JSON.parse(await readStdin()) as [number, string][];
const report: PhaseReport = { latencies: [], acknowledged: [], failures: {}, cpuMs: 0 };

async function submit(index: number, token: string, due: number): Promise<void> {
  try {
    const res = await fetch(`${origin}/jeecg-boot/screening/my/submit`, {
      method: 'POST',
      headers: { 'x-access-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ taskId, answers: sheetOf(index) }),
    });
    const reply = (await res.json()) as { success: boolean; message: string };
    if (reply.success) report.acknowledged.push(index);
    else report.failures[reply.message] = (report.failures[reply.message] ?? 0) + 1;
  } catch (e) {
    const message = failureOf(e);
    report.failures[message] = (report.failures[message] ?? 0) + 1;
  }
  report.latencies.push(performance.now() - due);
}

const cpu = process.cpuUsage();
const start = performance.now();
const sent: Promise<void>[] = [];
for (const [k, [index, token]] of students.entries()) {
  if (rate < 0) {
    await submit(index, token, performance.now());
    continue;
  }
  const due = rate > 0 ? start + (k * 1000) / rate : start;
  const wait = due - performance.now();
  if (wait > 0) await sleep(wait);
  sent.push(submit(index, token, due));
}
await Promise.all(sent);
const used = process.cpuUsage(cpu);
report.cpuMs = (used.user + used.system) / 1000;
process.stdout.write(`${JSON.stringify(report)}\n`);
