import { readStored, writeStored } from '../../access/storage.ts';
import { StorageKey } from '../../access/storage-keys.ts';
import { feedback } from '../../api/feedback.ts';
import { createStore, useStore } from '../../hooks/create-store.ts';
import { normalizeSettings, parseSettings, type Settings } from './settings-rules.ts';

export const settingsStore = createStore<Settings>(parseSettings(readStored(StorageKey.settings)));

export function useSettings(): Settings {
  return useStore(settingsStore);
}

/** Spec §8: the theme could not be kept (the browser refused to store it). */
export const THEME_UPDATE_FAILED = 'Failed to update theme';

/** Applies the change at once; when it cannot be saved for the next visit, says so. */
export function updateSettings(patch: Partial<Settings>): void {
  const next = normalizeSettings({ ...settingsStore.get(), ...patch });
  settingsStore.set(next);
  try {
    writeStored(StorageKey.settings, next);
  } catch {
    feedback()?.message.error(THEME_UPDATE_FAILED);
  }
}

/** Whether the settings drawer is open; not persisted. */
export const settingsDrawerStore = createStore(false);
