import { myCourseRoutes } from '@xinmiao/shared';
import { mobileApi } from '../mobile-session.ts';
import type { LessonProgress } from './lesson-progress.ts';

/** Saves where the student is in a lesson; resolves to whether the whole course is now complete. */
export function saveLessonProgress(lessonId: string, progress: LessonProgress): Promise<boolean> {
  return mobileApi(myCourseRoutes.progress, { body: { lessonId, ...progress } });
}
