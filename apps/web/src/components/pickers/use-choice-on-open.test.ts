import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useChoiceOnOpen } from './use-choice-on-open.ts';

describe('useChoiceOnOpen', () => {
  it('resets to the stored choice when the dialog opens and keeps what is ticked while open', () => {
    const { result, rerender } = renderHook(({ open, initial }) => useChoiceOnOpen(open, initial), {
      initialProps: { open: false, initial: ['a'] },
    });
    act(() => result.current[1](['stale']));
    rerender({ open: true, initial: ['a'] });
    expect(result.current[0]).toEqual(['a']);
    act(() => result.current[1](['a', 'b']));
    rerender({ open: true, initial: ['a'] });
    expect(result.current[0]).toEqual(['a', 'b']);
    rerender({ open: false, initial: ['a'] });
    rerender({ open: true, initial: ['c'] });
    expect(result.current[0]).toEqual(['c']);
  });
});
