import type { NoticeSocketMessage } from '@xinmiao/shared';

type Speech = Pick<SpeechSynthesis, 'speak'>;

function browserSpeech(): Speech | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
}

/**
 * Reads a pushed notice's title aloud (spec §7: one text-to-speech per pushed message), with the
 * browser's own speech synthesis, so no text leaves the machine. Only when the user turned it on, and
 * only for a notice (a bare reload hint has no `msgId`).
 */
export function readAloud(message: NoticeSocketMessage, enabled: boolean, speech = browserSpeech()): boolean {
  if (!enabled || !speech || !message.msgId || !message.msgTxt) return false;
  const utterance = new SpeechSynthesisUtterance(`您有一条新消息：${message.msgTxt}`);
  utterance.lang = 'zh-CN';
  speech.speak(utterance);
  return true;
}
