export type ChatTurn = { role: 'system' | 'user' | 'assistant'; content: string };

/** What the assistant cited (offline provider): an FAQ entry, the hotline list. */
export type Source = { title: string };

/** One streamed answer: its text pieces, then what it cost and what it used. */
export type ProviderReply = {
  deltas: AsyncIterable<string>;
  /** Tokens the provider counted for the call, known once `deltas` is done (0 offline). */
  tokens(): number;
  sources: Source[];
  /** Whether the model flagged the message as risky; known once the first piece arrived. */
  flagged(): boolean;
};

export type ChatProvider = {
  name: 'offline' | 'openai';
  reply(turns: readonly ChatTurn[], signal: AbortSignal): Promise<ProviderReply>;
};
