import { describe, expect, it } from 'vitest';
import { CODE_MODES, loadMode } from './code-modes.ts';

describe('code editor modes', () => {
  it('offers the spec §9 modes', () => {
    expect(CODE_MODES).toEqual([
      'css',
      'javascript',
      'html',
      'java',
      'objective-c',
      'python',
      'r',
      'shell',
      'sql',
      'swift',
      'vue',
      'markdown',
    ]);
  });

  it('loads a language for every mode', async () => {
    for (const mode of CODE_MODES) expect(await loadMode(mode), mode).toBeTruthy();
  });
});
