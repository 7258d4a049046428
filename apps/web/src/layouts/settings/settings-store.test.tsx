import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored } from '../../access/storage.ts';
import { StorageKey } from '../../access/storage-keys.ts';
import { setFeedback } from '../../api/feedback.ts';
import { settingsStore, updateSettings } from './settings-store.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The shell's part: hands antd's notices to non-component code. */
function Shell() {
  const feedback = App.useApp();
  useEffect(() => setFeedback(feedback), [feedback]);
  return null;
}

describe('updateSettings', () => {
  it('applies the colour and keeps it for the next visit', () => {
    updateSettings({ primaryColor: '#722ED1' });
    expect(settingsStore.get().primaryColor).toBe('#722ED1');
    expect(readStored(StorageKey.settings)).toMatchObject({ primaryColor: '#722ED1' });
  });

  it('says Failed to update theme when the browser refuses to store it, and still applies it', async () => {
    render(
      <App>
        <Shell />
      </App>,
    );
    // A browser storage that refuses writes, in place of happy-dom's: a spy on happy-dom's own
    // storage object survived restoreAllMocks and refused every later file of the worker
    // (vitest.config.ts, `isolate: false`); a stubbed global is put back after each test.
    const stored = window.localStorage;
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.getItem(key),
      removeItem: (key: string) => stored.removeItem(key),
      clear: () => stored.clear(),
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    });
    updateSettings({ primaryColor: '#13C2C2' });
    expect(settingsStore.get().primaryColor).toBe('#13C2C2');
    expect(await screen.findByText('Failed to update theme')).toBeTruthy();
  });
});
