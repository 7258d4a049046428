import { readStored, writeStored } from '../../access/storage.ts';
import { StorageKey } from '../../access/storage-keys.ts';
import { createStore, useStore } from '../../hooks/create-store.ts';
import { normalizeSettings, parseSettings, type Settings } from './settings-rules.ts';

export const settingsStore = createStore<Settings>(parseSettings(readStored(StorageKey.settings)));

export function useSettings(): Settings {
  return useStore(settingsStore);
}

export function updateSettings(patch: Partial<Settings>): void {
  const next = normalizeSettings({ ...settingsStore.get(), ...patch });
  settingsStore.set(next);
  writeStored(StorageKey.settings, next);
}

/** Whether the settings drawer is open; not persisted. */
export const settingsDrawerStore = createStore(false);
