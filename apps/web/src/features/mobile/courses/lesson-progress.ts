/** Saved every this many seconds of playing, besides on pause, on leaving and at the end. */
export const SAVE_EVERY_SECONDS = 15;
/** A lesson watched this far counts as finished even if the last seconds (credits) are skipped. */
export const FINISHED_SHARE = 95;

export type LessonProgress = { positionSeconds: number; watchedShare: number; finished: boolean };

/** Where a player stands, as the progress route takes it; an unknown duration counts no share. */
export function progressAt(currentTime: number, duration: number, ended: boolean): LessonProgress {
  const positionSeconds = Math.max(0, Math.floor(currentTime));
  const known = Number.isFinite(duration) && duration > 0;
  const share = ended ? 100 : known ? Math.min(100, Math.floor((currentTime / duration) * 100)) : 0;
  return { positionSeconds, watchedShare: share, finished: share >= FINISHED_SHARE };
}

/** Whether playing has moved far enough from the last saved second to save again. */
export function saveDue(lastSavedSeconds: number | null, positionSeconds: number): boolean {
  return lastSavedSeconds === null || Math.abs(positionSeconds - lastSavedSeconds) >= SAVE_EVERY_SECONDS;
}

/** Where to start a lesson: the saved second, unless the lesson was watched to its end. */
export function startAt(saved: LessonProgress | undefined, durationSeconds: number): number {
  if (!saved) return 0;
  if (durationSeconds > 0 && saved.positionSeconds >= durationSeconds - 1) return 0;
  return saved.positionSeconds;
}
