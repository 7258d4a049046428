import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GridOption } from './types.ts';
import { SEARCH_SELECT_DEBOUNCE_MS, useOptionSearch } from './use-option-search.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useOptionSearch (sel_search_async)', () => {
  it('searches once per pause in typing and ignores a reply to an older search', async () => {
    vi.useFakeTimers();
    const pending = new Map<string, (options: GridOption[]) => void>();
    const asked: string[] = [];
    const search = (text: string) =>
      new Promise<GridOption[]>((resolve) => {
        asked.push(text);
        pending.set(text, resolve);
      });
    const { result } = renderHook(() => useOptionSearch(search));

    act(() => {
      result.current.onSearch('王');
      result.current.onSearch('王老');
      vi.advanceTimersByTime(SEARCH_SELECT_DEBOUNCE_MS);
    });
    act(() => {
      result.current.onSearch('李');
      vi.advanceTimersByTime(SEARCH_SELECT_DEBOUNCE_MS);
    });
    expect(asked).toEqual(['王老', '李']);
    await act(async () => {
      pending.get('李')?.([{ value: 'li', text: '李老师' }]);
      pending.get('王老')?.([{ value: 'wang', text: '王老师' }]);
    });
    expect(result.current.options).toEqual([{ value: 'li', text: '李老师' }]);
    expect(result.current.loading).toBe(false);
  });
});
