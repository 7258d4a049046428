import type { KnowledgeEntry } from './knowledge.ts';
import type { ChatProvider, ChatTurn, ProviderReply } from './provider.ts';

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const STOP = new Set([
  '的',
  '了',
  '是',
  '我',
  '你',
  '吗',
  '呢',
  '啊',
  '吧',
  '怎么',
  '什么',
  '如何',
  '一下',
  '可以',
  '有',
  '在',
  '和',
  '要',
  '想',
]);

/** Words of a text (Intl.Segmenter's Chinese word breaks), without punctuation and filler words. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(text.toLowerCase())) {
    if (isWordLike && !STOP.has(segment)) words.push(segment);
  }
  return words;
}

type Indexed = KnowledgeEntry & { words: Set<string> };

/** Entries ranked by the words they share with the question, rarer words counting more. */
export function rank(question: string, entries: readonly KnowledgeEntry[]): KnowledgeEntry[] {
  const indexed: Indexed[] = entries.map((e) => ({
    ...e,
    words: new Set(wordsOf(`${e.title} ${e.title} ${e.text}`)),
  }));
  const asked = [...new Set(wordsOf(question))];
  const scored = indexed.map((entry) => {
    let score = 0;
    for (const word of asked) {
      if (!entry.words.has(word)) continue;
      const holders = indexed.filter((e) => e.words.has(word)).length;
      score += Math.log(1 + indexed.length / holders) * Math.min(word.length, 3);
    }
    return { entry, score };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((s) => s.entry);
}

const FALLBACK =
  '这个问题我暂时没有找到学校心理中心的相关资料。你可以换个说法问问我，或者预约心理中心的老师当面聊一聊。';

async function* inPieces(text: string, signal: AbortSignal): AsyncGenerator<string> {
  for (let at = 0; at < text.length && !signal.aborted; at += 16) yield text.slice(at, at + 16);
}

/**
 * The built-in provider: answers from the centre's content by retrieval (no model, no network),
 * quoting at most two entries and citing them.
 */
export function offlineProvider(knowledge: () => Promise<KnowledgeEntry[]>): ChatProvider {
  return {
    name: 'offline',
    async reply(turns: readonly ChatTurn[], signal: AbortSignal): Promise<ProviderReply> {
      const question = [...turns].reverse().find((t) => t.role === 'user')?.content ?? '';
      const found = rank(question, await knowledge()).slice(0, 2);
      const text =
        found.length === 0
          ? FALLBACK
          : `${found.map((e) => `【${e.title}】${e.text}`).join('\n\n')}\n\n以上内容来自学校心理中心的资料，仅供参考，不是诊断。`;
      return {
        deltas: inPieces(text, signal),
        tokens: () => 0,
        sources: found.map((e) => ({ title: e.title })),
        flagged: () => false,
      };
    },
  };
}
