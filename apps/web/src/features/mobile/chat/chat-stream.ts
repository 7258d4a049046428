import { aiRoutes } from '@xinmiao/shared';
import { API_BASE, requestHeaders, storedTenantId } from '../../../api/client.ts';
import { readMobileSession } from '../mobile-session.ts';

export type ChatEvent = { event: string; data: Record<string, unknown> };

/** Complete `event:`/`data:` blocks of a server-sent-event buffer, and what is left unfinished. */
export function takeEvents(buffer: string): { events: ChatEvent[]; rest: string } {
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

/** Sends one message and hands each streamed event to `onEvent` as it arrives. */
export async function streamChat(
  body: { text: string; conversationId?: string },
  onEvent: (event: ChatEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await fetch(`${API_BASE}${aiRoutes.studentChat.path}`, {
    method: 'POST',
    headers: {
      ...requestHeaders(readMobileSession()?.token ?? '', storedTenantId()),
      'content-type': 'application/json',
    },
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
