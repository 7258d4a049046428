import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeOpenAi = {
  /** Base URL to configure (ends in /v1). */
  url: string;
  /** Every request body and authorization header the server received, in order. */
  requests: {
    authorization: string;
    body: { model: string; messages: { role: string; content: string }[] };
  }[];
  /** Changes the pieces the following answers stream. */
  respondWith(pieces: readonly string[]): void;
  close(): Promise<void>;
};

/**
 * A local HTTP server speaking the OpenAI chat-completions streaming protocol (SSE `data:` chunks,
 * a usage chunk, `[DONE]`): what the AI assistant's tests talk to instead of any network.
 */
export async function startFakeOpenAi(answer: readonly string[], totalTokens = 42): Promise<FakeOpenAi> {
  const requests: FakeOpenAi['requests'] = [];
  let pieces = answer;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      requests.push({ authorization: req.headers.authorization ?? '', body: JSON.parse(raw) });
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
      chunk({
        id: 'c1',
        object: 'chat.completion.chunk',
        choices: [{ index: 0, delta: { role: 'assistant' } }],
      });
      for (const content of pieces)
        chunk({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] });
      chunk({ id: 'c1', object: 'chat.completion.chunk', choices: [], usage: { total_tokens: totalTokens } });
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    respondWith: (next) => {
      pieces = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
