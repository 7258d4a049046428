import { primaryMethod, type RouteDef } from '@xinmiao/shared';
import { onTestFinished, vi } from 'vitest';
import type { z } from 'zod';
import { API_BASE } from '../api/client.ts';

/** One request the console sent to a faked route. */
export type FakeCall = {
  url: string;
  method: string;
  query: Record<string, string>;
  body: unknown;
  /** Request headers, names in lower case. */
  headers: Record<string, string>;
};

/** A business refusal (`success: false`), as the server answers a rule it enforces (an import's row errors ride in `result`). */
export type FakeRefusal = { refuse: string; code?: number; result?: unknown };

/** A success whose envelope matters too: the message shown, or code 201 of a partial import. */
export class FakeSuccess<R> {
  constructor(
    readonly result: R,
    readonly message: string,
    readonly code = 200,
  ) {}
}

/** A `text/event-stream` answer (the AI chats): these events, in order, then the end of the stream. */
export class FakeEventStream {
  constructor(readonly events: readonly { event: string; data: unknown }[]) {}

  response(): Response {
    const text = this.events.map((e) => `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`).join('');
    return new Response(text, { headers: { 'content-type': 'text/event-stream' } });
  }
}

type ResultOf<D extends RouteDef> = D['response'] extends z.ZodType ? z.input<D['response']> : unknown;
/** What a faked route answers: its result before parsing (defaults may be left out), or a refusal. */
type ReplyOf<D extends RouteDef> = ResultOf<D> | FakeSuccess<ResultOf<D>> | FakeRefusal | FakeEventStream;
type Answer<D extends RouteDef> = ReplyOf<D> | ((call: FakeCall) => ReplyOf<D> | Promise<ReplyOf<D>>);

type Handler = { route: RouteDef; pattern: RegExp; answer: Answer<RouteDef>; calls: FakeCall[] };

export type FakeApi = {
  /** Answers every call of `route` (the latest `on` for a route wins). */
  on<D extends RouteDef>(route: D, answer: Answer<D>): FakeApi;
  /** The calls `route` received so far, oldest first. */
  calls(route: RouteDef): FakeCall[];
  /** The stubbed `fetch`, for tests that look at raw request order. */
  fetch: ReturnType<typeof vi.fn<(url: string | URL | Request, init?: RequestInit) => Promise<Response>>>;
};

function isRefusal(value: unknown): value is FakeRefusal {
  return typeof value === 'object' && value !== null && 'refuse' in value;
}

function pathPattern(route: RouteDef): RegExp {
  const path = `${API_BASE}${route.path}`
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:[A-Za-z_]\w*/g, '[^/]+');
  return new RegExp(`^${path}$`);
}

function envelope(success: boolean, message: string, code: number, result: unknown): Response {
  return new Response(JSON.stringify({ success, message, code, result, timestamp: 0 }), {
    headers: { 'content-type': 'application/json' },
  });
}

function headersOf(given: HeadersInit | undefined): Record<string, string> {
  const entries = given instanceof Headers ? [...given.entries()] : Object.entries(given ?? {});
  return Object.fromEntries(entries.map(([name, value]) => [name.toLowerCase(), String(value)]));
}

function describeRoute(route: RouteDef): string {
  return `${primaryMethod(route)} ${route.path}`;
}

/**
 * Stubs `fetch` for one test with fakes of contract routes. Every faked result is parsed with the
 * route's zod `response` schema, so a test cannot pass against a shape the server cannot send; a
 * mismatch, or a request no fake answers, fails the test when it finishes.
 */
export function fakeApi(): FakeApi {
  const handlers: Handler[] = [];
  const problems: string[] = [];

  const reply = async (handler: Handler, call: FakeCall): Promise<Response> => {
    const { answer, route } = handler;
    const given = typeof answer === 'function' ? await answer(call) : answer;
    if (given instanceof FakeEventStream) return given.response();
    if (isRefusal(given)) return envelope(false, given.refuse, given.code ?? 500, given.result ?? null);
    const { result, message, code } =
      given instanceof FakeSuccess
        ? given
        : { result: given, message: typeof given === 'string' ? given : '', code: 200 };
    if (!route.response) return envelope(true, message, code, result);
    const parsed = route.response.safeParse(result);
    if (!parsed.success) {
      problems.push(
        `fake reply of ${describeRoute(route)} is not what the server can send: ${parsed.error.message}`,
      );
      return envelope(false, 'fake reply does not match the route response schema', 500, null);
    }
    return envelope(true, message, code, parsed.data);
  };

  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://console.test');
    const method = init?.method ?? 'GET';
    const handler = handlers.find((h) => h.pattern.test(url.pathname) && primaryMethod(h.route) === method);
    if (!handler) {
      problems.push(`no fake answers ${method} ${url.pathname}`);
      return envelope(false, 'no fake for this request', 404, null);
    }
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const call: FakeCall = {
      url: `${url.pathname}${url.search}`,
      method,
      query: Object.fromEntries(url.searchParams),
      body,
      headers: headersOf(init?.headers),
    };
    handler.calls.push(call);
    return reply(handler, call);
  });
  vi.stubGlobal('fetch', fetch);
  onTestFinished(() => {
    vi.unstubAllGlobals();
    if (problems.length > 0) throw new Error(problems.join('\n'));
  });

  const fake: FakeApi = {
    on(route, answer) {
      const existing = handlers.findIndex((h) => h.route === route);
      const handler: Handler = {
        route,
        pattern: pathPattern(route),
        answer: answer as Answer<RouteDef>,
        calls: [],
      };
      if (existing >= 0) handlers.splice(existing, 1, handler);
      else handlers.push(handler);
      return fake;
    },
    calls: (route) => handlers.find((h) => h.route === route)?.calls ?? [],
    fetch,
  };
  return fake;
}
