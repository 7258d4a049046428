export type StreamedEvent = { event: string; data: Record<string, unknown> };

/**
 * POSTs `body` over real HTTP and reads the `text/event-stream` answer as it arrives; `onFirst` runs
 * when the first event after `conversation` comes in, before the rest of the stream is read.
 */
export async function postForEvents(
  url: string,
  token: string,
  body: unknown,
  onFirst?: (e: StreamedEvent) => Promise<void>,
) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-access-token': token },
    body: JSON.stringify(body),
  });
  if (!response.body) throw new Error('no body');
  const events: StreamedEvent[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of response.body) {
    buffer += decoder.decode(bytes, { stream: true });
    let cut = buffer.indexOf('\n\n');
    while (cut >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? '';
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? '{}') as Record<string, unknown>;
      events.push({ event, data });
      if (events.length === 2 && onFirst) await onFirst({ event, data });
      cut = buffer.indexOf('\n\n');
    }
  }
  const answer = events
    .filter((e) => e.event === 'delta')
    .map((e) => String(e.data.text))
    .join('');
  const conversationId = String(events.find((e) => e.event === 'conversation')?.data.conversationId ?? '');
  return { events, names: events.map((e) => e.event), answer, conversationId };
}
