import type { VxeServerMessage } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import type { NoticeSocket } from './socket-sets.ts';
import { VxeHub } from './vxe-socket-hub.ts';

function fakeSocket(): NoticeSocket & { sent: string[] } {
  const sent: string[] = [];
  return {
    readyState: 1,
    sent,
    send: (text) => {
      sent.push(text);
    },
    close: () => {},
  };
}

const message: VxeServerMessage = {
  type: 'update_vxe_table',
  data: { socketKey: 'k', args: [{ id: 'r' }, 'c'] },
};

describe('VxeHub', () => {
  it('delivers to the sockets of one page in one tenant only', () => {
    const hub = new VxeHub();
    const owner = (tenantId: number, tokenHash: string) => ({ tenantId, tokenHash, userId: 'u' });
    const here = fakeSocket();
    const otherPage = fakeSocket();
    const otherTenant = fakeSocket();
    hub.add(owner(1, 'a'), 'gallery', here);
    hub.add(owner(1, 'a'), 'other', otherPage);
    const leave = hub.add(owner(2, 'b'), 'gallery', otherTenant);
    expect(hub.deliver(1, 'gallery', message)).toBe(1);
    expect(here.sent).toHaveLength(1);
    expect(otherPage.sent).toEqual([]);
    expect(otherTenant.sent).toEqual([]);
    expect(leave).not.toBeNull();
    leave?.();
    expect(hub.deliver(2, 'gallery', message)).toBe(0);
  });
});
