import { describe, expect, it } from 'vitest';
import { CODE_MODES, loadMode } from './code-modes.ts';

describe('code editor modes', () => {
  it('loads a language for every mode', async () => {
    for (const mode of CODE_MODES) expect(await loadMode(mode), mode).toBeTruthy();
  });
});
