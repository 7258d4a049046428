import { describe, expect, it } from 'vitest';
import { canUseButton, permissionCodes } from './button-auth.ts';

const entry = (action: string, type = '1') => ({ action, type, describe: action });

describe('button permissions (spec §6)', () => {
  it('shows a button only when the user list holds its action, split on commas', () => {
    const auth = [entry('system:user:add,system:user:edit')];
    expect(canUseButton('system:user:edit', auth, [])).toBe(true);
    expect(canUseButton('system:user:delete', auth, [])).toBe(false);
  });

  it('ignores type "2" (disable-only) entries', () => {
    expect(canUseButton('system:user:add', [entry('system:user:add', '2')], [])).toBe(false);
  });

  it('shows a button whose policy entry has status "0"', () => {
    const allAuth = [{ ...entry('system:user:export'), status: '0' }];
    expect(canUseButton('system:user:export', [], allAuth)).toBe(true);
    expect(canUseButton('system:user:export', [], [{ ...allAuth[0]!, status: '1' }])).toBe(false);
  });

  it('collects the codes from codeList and auth actions', () => {
    expect(permissionCodes(['a'], [entry('b,c'), entry('a')]).sort()).toEqual(['a', 'b', 'c']);
  });
});
