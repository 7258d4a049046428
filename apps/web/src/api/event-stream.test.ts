import { describe, expect, it } from 'vitest';
import { takeEvents } from './event-stream.ts';

describe('takeEvents', () => {
  it('reads complete events and keeps a half-received one for the next chunk', () => {
    const first = takeEvents('event: conversation\ndata: {"conversationId":"1"}\n\nevent: delta\ndata: {"te');
    expect(first.events).toEqual([{ event: 'conversation', data: { conversationId: '1' } }]);
    const second = takeEvents(`${first.rest}xt":"你好"}\n\n`);
    expect(second.events).toEqual([{ event: 'delta', data: { text: '你好' } }]);
    expect(second.rest).toBe('');
  });
});
