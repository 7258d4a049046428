import { describe, expect, it } from 'vitest';
import { Autosaver, type Draft, type SaveState } from './autosave.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Autosaver', () => {
  it('sends one save at a time and ends with the newest revision', async () => {
    const sent: Draft[] = [];
    const states: SaveState[] = [];
    const releases: (() => void)[] = [];
    const saver = new Autosaver(
      'k',
      { answers: {}, revision: 0 },
      (d) =>
        new Promise<void>((resolve) => {
          sent.push(d);
          releases.push(resolve);
        }),
      (s) => states.push(s),
      memoryStorage(),
    );
    saver.update({ PHQ9: [1] });
    saver.update({ PHQ9: [1, 2] });
    saver.update({ PHQ9: [1, 2, 3] });
    expect(sent.map((d) => d.revision)).toEqual([1]);
    releases.shift()?.();
    await settle();
    expect(sent.map((d) => d.revision)).toEqual([1, 3]);
    releases.shift()?.();
    await settle();
    expect(states.at(-1)).toBe('saved');
    saver.stop();
  });

  it('keeps the draft in the browser and goes offline when a save fails', async () => {
    const storage = memoryStorage();
    const states: SaveState[] = [];
    const saver = new Autosaver(
      'k',
      { answers: {}, revision: 4 },
      () => Promise.reject(new Error('net')),
      (s) => states.push(s),
      storage,
    );
    saver.update({ PHQ9: [2] });
    await settle();
    expect(states).toEqual(['saving', 'offline']);
    saver.stop();
    const restored = Autosaver.restore('k', { answers: {}, revision: 4 }, storage);
    expect(restored).toEqual({ draft: { answers: { PHQ9: [2] }, revision: 5 }, unsent: true });
    expect(Autosaver.restore('k', { answers: { PHQ9: [3] }, revision: 9 }, storage).unsent).toBe(false);
  });
});
