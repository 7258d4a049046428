import type { RouteDef } from '@xinmiao/shared';
import { API_BASE, requestHeaders, storedTenantId } from './client.ts';

export type StreamEvent = { event: string; data: Record<string, unknown> };

/** Complete `event:`/`data:` blocks of a server-sent-event buffer, and what is left unfinished. */
export function takeEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    const event = /^event: (.+)$/m.exec(block)?.[1];
    const data = /^data: (.+)$/m.exec(block)?.[1];
    if (!event || !data) return [];
    return [{ event, data: JSON.parse(data) as Record<string, unknown> }];
  });
  return { events, rest };
}

/**
 * POSTs to a route that answers `text/event-stream` (the AI chats) and hands each event to
 * `onEvent` as it arrives. `token` is the caller's session: the console's or the student app's.
 */
export async function postForEvents(
  route: RouteDef,
  token: string,
  body: unknown,
  onEvent: (event: StreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await fetch(`${API_BASE}${route.path}`, {
    method: 'POST',
    headers: { ...requestHeaders(token, storedTenantId()), 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok || !response.body) throw new Error('网络异常，请稍后重试');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const taken = takeEvents(buffer + value);
    buffer = taken.rest;
    for (const event of taken.events) onEvent(event);
  }
}
