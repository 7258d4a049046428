import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAloud } from './read-aloud.ts';

class FakeUtterance {
  lang = '';
  constructor(readonly text: string) {}
}

afterEach(() => vi.unstubAllGlobals());

describe('readAloud', () => {
  it('speaks a pushed notice in Chinese only when the setting is on', () => {
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const speak = vi.fn();
    const notice = { cmd: 'topic' as const, msgId: '1', msgTxt: '心理普查通知' };
    expect(readAloud(notice, false, { speak })).toBe(false);
    expect(speak).not.toHaveBeenCalled();
    expect(readAloud(notice, true, { speak })).toBe(true);
    expect(speak).toHaveBeenCalledWith(
      expect.objectContaining({ text: '您有一条新消息：心理普查通知', lang: 'zh-CN' }),
    );
  });

  it('stays silent for a bare reload hint and without speech synthesis', () => {
    const speak = vi.fn();
    expect(readAloud({ cmd: 'user', msgId: '', msgTxt: '批量设置已读' }, true, { speak })).toBe(false);
    expect(readAloud({ cmd: 'user', msgId: '1', msgTxt: 'x' }, true, null)).toBe(false);
    expect(speak).not.toHaveBeenCalled();
  });
});
