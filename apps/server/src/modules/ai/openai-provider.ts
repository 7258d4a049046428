import { fetchWithoutTurn } from '../../core/school-turns.ts';
import type { ChatProvider, ChatTurn, ProviderReply } from './provider.ts';
import { RISK_FLAG } from './system-prompt.ts';

export type OpenAiConfig = { baseUrl: string; model: string; apiKey: string };

/** Longest answer kept from a model; the stream is cut there. */
const MAX_ANSWER = 8_000;
/** Longest SSE line read from the provider, so a stream without newlines cannot grow without bound. */
const MAX_LINE = 64_000;
const TIMEOUT_MS = 60_000;

type Chunk = {
  choices?: { delta?: { content?: string | null } }[];
  usage?: { total_tokens?: number } | null;
};

/** `data:` payloads of an SSE body, line by line. */
async function* dataLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of body) {
    buffer += decoder.decode(bytes, { stream: true });
    if (buffer.length > MAX_LINE && !buffer.includes('\n')) throw new Error('provider line too long');
    let cut = buffer.indexOf('\n');
    while (cut >= 0) {
      const line = buffer.slice(0, cut).trim();
      buffer = buffer.slice(cut + 1);
      if (line.startsWith('data:')) yield line.slice(5).trim();
      cut = buffer.indexOf('\n');
    }
  }
}

/** Any OpenAI-compatible `/chat/completions` endpoint, streamed. */
export function openAiProvider(config: OpenAiConfig): ChatProvider {
  return {
    name: 'openai',
    async reply(turns: readonly ChatTurn[], signal: AbortSignal): Promise<ProviderReply> {
      const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
      const response = await fetchWithoutTurn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
        body: JSON.stringify({
          model: config.model,
          messages: turns,
          stream: true,
          stream_options: { include_usage: true },
        }),
        signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]),
      });
      if (!response.ok || !response.body) throw new Error(`provider answered ${response.status}`);
      const body = response.body;
      let tokens = 0;
      let flagged = false;
      async function* pieces(): AsyncGenerator<string> {
        let length = 0;
        for await (const data of dataLines(body)) {
          if (data === '[DONE]') return;
          const chunk = JSON.parse(data) as Chunk;
          if (chunk.usage?.total_tokens) tokens = chunk.usage.total_tokens;
          const piece = chunk.choices?.[0]?.delta?.content;
          if (!piece) continue;
          length += piece.length;
          if (length > MAX_ANSWER) return;
          yield piece;
        }
      }
      // The flag can only open the answer: hold the first pieces until they are past its length.
      async function* deltas(): AsyncGenerator<string> {
        let head = '';
        let decided = false;
        for await (const piece of pieces()) {
          if (decided) {
            yield piece;
            continue;
          }
          head += piece;
          if (head.trimStart().length < RISK_FLAG.length && RISK_FLAG.startsWith(head.trimStart())) continue;
          decided = true;
          const opening = head.trimStart();
          flagged = opening.startsWith(RISK_FLAG);
          const rest = flagged ? opening.slice(RISK_FLAG.length).trimStart() : head;
          if (rest) yield rest;
        }
        if (!decided && head.trimStart() === RISK_FLAG) flagged = true;
        else if (!decided && head) yield head;
      }
      return { deltas: deltas(), tokens: () => tokens, sources: [], flagged: () => flagged };
    },
  };
}
