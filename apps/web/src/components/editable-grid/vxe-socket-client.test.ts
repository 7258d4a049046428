import { describe, expect, it } from 'vitest';
import type { GridRow } from './types.ts';
import { connectVxeSocket, type VxeSocketDeps } from './vxe-socket-client.ts';

type FakeSocket = ReturnType<VxeSocketDeps['open']> & { sent: string[]; url: string; protocol: string };

/** Hand-driven sockets and timers: each timer is listed with its delay and fired by the test. */
function harness() {
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; ms: number; live: boolean }[] = [];
  const logs: string[] = [];
  const deps: VxeSocketDeps = {
    open: (url, protocol) => {
      const socket: FakeSocket = {
        url,
        protocol,
        sent: [],
        readyState: 1,
        onopen: null,
        onmessage: null,
        onerror: null,
        onclose: null,
        send(data) {
          this.sent.push(data);
        },
        close() {
          this.onclose?.({} as CloseEvent);
        },
      };
      sockets.push(socket);
      return socket;
    },
    setTimer: (fn, ms) => {
      const timer = { fn, ms, live: true };
      timers.push(timer);
      return timer;
    },
    clearTimer: (handle) => {
      (handle as { live: boolean }).live = false;
    },
    log: (message) => logs.push(message),
  };
  const fire = (ms: number) => {
    const timer = timers.find((t) => t.live && t.ms === ms);
    if (!timer) throw new Error(`no live ${ms} ms timer`);
    timer.live = false;
    timer.fn();
  };
  const changed: GridRow[] = [];
  const connected: boolean[] = [];
  const limited: string[] = [];
  const client = connectVxeSocket({
    userId: 'u1',
    pageId: 'gallery',
    token: 'tok',
    socketKey: 'positions',
    caseId: 'case-a',
    origin: 'ws://host',
    onRowChanged: (row) => changed.push(row),
    onConnected: (value) => connected.push(value),
    onLimited: (message) => limited.push(message),
    deps,
  });
  const deliver = (socket: FakeSocket | undefined, data: unknown) =>
    socket?.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent);
  return { sockets, timers, logs, fire, changed, connected, limited, client, deliver };
}

describe('grid realtime socket', () => {
  it('opens /vxeSocket/{userId}/{pageId} with the token as subprotocol', () => {
    const { sockets } = harness();
    expect(sockets[0]?.url).toBe('ws://host/jeecg-boot/vxeSocket/u1/gallery');
    expect(sockets[0]?.protocol).toBe('tok');
  });

  it('beats at once and every 10 s after an answer, reports the connection, and reconnects when no answer comes within 6 s, 5 s after the close', () => {
    const { sockets, fire, deliver, connected } = harness();
    sockets[0]?.onopen?.({} as Event);
    expect(sockets[0]?.sent).toEqual([JSON.stringify({ type: 'heart_beat' })]);
    deliver(sockets[0], { type: 'heart_beat', data: true });
    expect(connected).toEqual([true]);
    fire(10_000);
    expect(sockets[0]?.sent).toHaveLength(2);
    deliver(sockets[0], { type: 'heart_beat', data: true });
    fire(10_000);
    fire(6_000);
    expect(connected).toEqual([true, true, false]);
    expect(sockets).toHaveLength(1);
    fire(5_000);
    expect(sockets).toHaveLength(2);
  });

  it('merges rows of its grid from other instances, ignoring its own echo and other grids', () => {
    const { sockets, changed, deliver } = harness();
    const update = (socketKey: string, caseId: string) => ({
      type: 'update_vxe_table',
      data: { socketKey, args: [{ id: 'r1', name: caseId }, caseId] },
    });
    deliver(sockets[0], update('positions', 'case-a'));
    deliver(sockets[0], update('students', 'case-b'));
    deliver(sockets[0], update('positions', 'case-b'));
    expect(changed).toEqual([{ id: 'r1', name: 'case-b' }]);
  });

  it('only logs unparseable data and unknown types', () => {
    const { sockets, changed, deliver, logs } = harness();
    deliver(sockets[0], 'not json');
    deliver(sockets[0], { type: 'mystery' });
    expect(changed).toEqual([]);
    expect(logs).toEqual(['ignored unparseable data', 'ignored a message of unknown type']);
  });

  it('stops reconnecting when the server refuses the page or the session', () => {
    for (const code of [4403, 4401]) {
      const { sockets, timers, logs } = harness();
      sockets[0]?.onclose?.({ code } as CloseEvent);
      expect(timers.filter((t) => t.live)).toEqual([]);
      expect(logs).toEqual(['refused by the server, not reconnecting']);
    }
    const { sockets, timers } = harness();
    sockets[0]?.onclose?.({ code: 1006 } as CloseEvent);
    expect(timers.filter((t) => t.live).map((t) => t.ms)).toEqual([5_000]);
  });

  it('sends a changed row with its grid and instance, and stops reconnecting once closed', () => {
    const { sockets, client, timers } = harness();
    expect(client.send({ id: 'r1', name: '新' })).toBe(true);
    expect(JSON.parse(sockets[0]?.sent[0] ?? '')).toEqual({
      type: 'common_send_date',
      data: { socketKey: 'positions', args: [{ id: 'r1', name: '新' }, 'case-a'] },
    });
    client.close();
    expect(timers.filter((t) => t.live)).toEqual([]);
  });

  it('after a close over a server limit tells the user once and waits twice as long each time in a row', () => {
    const { sockets, timers, fire, deliver, limited } = harness();
    const closeWith = (code: number) => sockets.at(-1)?.onclose?.({ code } as CloseEvent);
    closeWith(4430);
    expect(limited).toEqual([expect.stringContaining('实时连接过多')]);
    expect(timers.filter((t) => t.live).map((t) => t.ms)).toEqual([10_000]);
    fire(10_000);
    closeWith(4429);
    fire(20_000);
    closeWith(4431);
    expect(timers.filter((t) => t.live).map((t) => t.ms)).toEqual([40_000]);
    expect(limited).toHaveLength(1);
    fire(40_000);
    // An answered heartbeat ends the streak: the next limit close is told again, at the first wait.
    deliver(sockets.at(-1), { type: 'heart_beat', data: true });
    closeWith(4431);
    expect(limited).toEqual([expect.any(String), expect.stringContaining('消息量已达上限')]);
    expect(timers.filter((t) => t.live).map((t) => t.ms)).toEqual([10_000]);
    expect(sockets).toHaveLength(4);
  });
});
