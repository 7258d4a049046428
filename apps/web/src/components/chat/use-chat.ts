import { useRef, useState } from 'react';
import type { StreamEvent } from '../../api/event-stream.ts';

export type ChatLine = {
  id: number;
  role: 'user' | 'assistant';
  text: string;
  sources?: string[];
  tools?: string[];
};

type Send = (
  body: { text: string; conversationId?: string },
  onEvent: (event: StreamEvent) => void,
) => Promise<void>;

/**
 * A streamed conversation: the lines so far, the message being typed, and `send`, which appends
 * the question and an answer that grows with each `delta`. Other events go to `onOther` (a risk
 * hit's contacts on the student app).
 */
export function useChat(stream: Send, onOther?: (event: StreamEvent) => void) {
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const conversation = useRef<string | undefined>(undefined);
  const nextId = useRef(0);

  const onLast = (change: (line: ChatLine) => ChatLine) =>
    setLines((all) => {
      const last = all.at(-1);
      return last?.role === 'assistant' ? [...all.slice(0, -1), change(last)] : all;
    });

  const onEvent = (event: StreamEvent) => {
    const { data } = event;
    if (event.event === 'conversation') conversation.current = String(data.conversationId);
    else if (event.event === 'error') setProblem(String(data.message));
    else if (event.event === 'delta') onLast((line) => ({ ...line, text: line.text + String(data.text) }));
    else if (event.event === 'tool')
      onLast((line) => ({ ...line, tools: [...(line.tools ?? []), String(data.title)] }));
    else if (event.event === 'sources') {
      const titles = (data.sources as { title: string }[]).map((s) => s.title);
      onLast((line) => ({ ...line, sources: titles }));
    } else onOther?.(event);
  };

  const send = async () => {
    const message = text.trim();
    if (!message || busy) return;
    setText('');
    setProblem('');
    setBusy(true);
    const id = nextId.current;
    nextId.current += 2;
    setLines((all) => [
      ...all,
      { id, role: 'user', text: message },
      { id: id + 1, role: 'assistant', text: '' },
    ]);
    try {
      await stream(
        { text: message, ...(conversation.current ? { conversationId: conversation.current } : {}) },
        onEvent,
      );
    } catch (error) {
      setProblem(error instanceof Error ? error.message : '网络异常，请稍后重试');
    } finally {
      setLines((all) => all.filter((line) => line.text !== '' || line.role === 'user'));
      setBusy(false);
    }
  };

  return { lines, text, setText, busy, problem, send };
}
