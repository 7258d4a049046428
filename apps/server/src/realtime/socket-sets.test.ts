import { describe, expect, it } from 'vitest';
import type { NoticeSocket } from './socket-sets.ts';
import { SessionSockets, sendToOpen } from './socket-sets.ts';

function fakeSocket(readyState = 1) {
  const socket = {
    readyState,
    sent: [] as string[],
    closedWith: null as [number, string] | null,
    send(data: string) {
      socket.sent.push(data);
    },
    close(code: number, reason: string) {
      socket.closedWith = [code, reason];
    },
  };
  return socket satisfies NoticeSocket;
}

describe('sendToOpen', () => {
  it('sends to open sockets only and counts them', () => {
    const open = fakeSocket();
    const closing = fakeSocket(2);
    expect(sendToOpen([open, closing], 'hi')).toBe(1);
    expect(open.sent).toEqual(['hi']);
    expect(closing.sent).toEqual([]);
  });
});

describe('SessionSockets', () => {
  it('closes the sockets of the named sessions only, and not one that was taken out', () => {
    const sessions = new SessionSockets();
    const [a1, a2, b, gone] = [fakeSocket(), fakeSocket(), fakeSocket(), fakeSocket()];
    sessions.add('a', a1);
    sessions.add('a', a2);
    sessions.add('b', b);
    sessions.add('a', gone)();
    expect(sessions.close(['a', 'unknown'], 4001, 'logout')).toBe(2);
    expect([a1.closedWith, a2.closedWith]).toEqual([
      [4001, 'logout'],
      [4001, 'logout'],
    ]);
    expect(b.closedWith).toBeNull();
    expect(gone.closedWith).toBeNull();
  });
});
