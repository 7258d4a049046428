import type { RunningServer } from './server.ts';

const CODE_IN_MESSAGE = /短信验证码 (\d{6})/;

/** Codes the default SMS provider logged for `mobile`, oldest first (pino writes one JSON object a line). */
function loggedCodes(output: string, mobile: string): string[] {
  const codes: string[] = [];
  for (const line of output.split('\n')) {
    if (!line.includes(mobile)) continue;
    try {
      const entry: { mobile?: unknown; msg?: unknown } = JSON.parse(line);
      const code =
        entry.mobile === mobile && typeof entry.msg === 'string' && CODE_IN_MESSAGE.exec(entry.msg)?.[1];
      if (code) codes.push(code);
    } catch {
      // Not a log record (start-up banner and the like).
    }
  }
  return codes;
}

/** Waits for a code sent to `mobile` after `seen` earlier ones, as a user waits for the text message. */
export async function nextSmsCode(server: RunningServer, mobile: string, seen = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const code = loggedCodes(server.output(), mobile)[seen];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS code for ${mobile} in the server log:\n${server.output().slice(-2000)}`);
}
