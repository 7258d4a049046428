import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Ticket = { service: string; user: string; attributes: Record<string, string>; expired: boolean };

/**
 * A small CAS server for the tests: `issue` stands for the user signing in at the CAS login page
 * (it returns the service ticket the browser would bring back); `/p3/serviceValidate` answers like
 * CAS 3 in JSON (`format=JSON`) or, with `xml` set, in the CAS 2 XML every server speaks. Tickets are
 * single use and bound to their service; `expired` issues one past its lifetime.
 */
export async function startCasServer() {
  const tickets = new Map<string, Ticket>();
  const state = { xml: false };

  const failure = (json: boolean, code: string) =>
    json
      ? JSON.stringify({
          serviceResponse: { authenticationFailure: { code, description: `ticket ${code}` } },
        })
      : `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="${code}">ticket ${code}</cas:authenticationFailure></cas:serviceResponse>`;
  const success = (json: boolean, t: Ticket) =>
    json
      ? JSON.stringify({
          serviceResponse: { authenticationSuccess: { user: t.user, attributes: t.attributes } },
        })
      : `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>${t.user}</cas:user><cas:attributes>${Object.entries(
          t.attributes,
        )
          .map(([k, v]) => `<cas:${k}>${v}</cas:${k}>`)
          .join('')}</cas:attributes></cas:authenticationSuccess></cas:serviceResponse>`;

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cas.test');
    if (url.pathname !== '/cas/p3/serviceValidate') {
      res.statusCode = 404;
      res.end();
      return;
    }
    const json = url.searchParams.get('format') === 'JSON' && !state.xml;
    res.setHeader('content-type', json ? 'application/json' : 'application/xml');
    const id = url.searchParams.get('ticket') ?? '';
    const ticket = tickets.get(id);
    tickets.delete(id);
    if (!ticket || ticket.expired) res.end(failure(json, 'INVALID_TICKET'));
    else if (ticket.service !== url.searchParams.get('service')) res.end(failure(json, 'INVALID_SERVICE'));
    else res.end(success(json, ticket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cas`;

  return {
    base,
    state,
    issue(service: string, user: string, attributes: Record<string, string> = {}, expired = false): string {
      const id = `ST-${randomBytes(12).toString('hex')}`;
      tickets.set(id, { service, user, attributes, expired });
      return id;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
