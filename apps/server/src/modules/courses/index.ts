import type { ModuleDefinition } from '../../core/module.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { registerAssignmentRoutes } from './assignment-routes.ts';
import { registerCourseRoutes } from './course-routes.ts';
import { registerLecturePublicRoutes } from './lecture-public-routes.ts';
import { lectureRetentionJob } from './lecture-retention-job.ts';
import { registerLectureRoutes } from './lecture-routes.ts';
import { seedDemoLectures } from './lecture-seed.ts';
import { registerPlanRoutes } from './plan-routes.ts';
import { seedDemoCourses } from './seed.ts';
import { registerUploadRoutes } from './upload-routes.ts';

/**
 * 课程管理, 教学计划 and 家长学堂: courses, chapters and lessons with rich text, PDF, audio and video
 * (resumable uploads), publication and assignment; the grades' teaching plans and lesson records;
 * lectures for guardians with their public registration page, attendance, feedback and replay.
 */
function registerCoursesModule(r: Registrar, services: ModuleServices): void {
  registerCourseRoutes(r, services.mediaLinks, services.files);
  registerUploadRoutes(r, services.files);
  registerAssignmentRoutes(r, services.mediaLinks, services.files);
  registerPlanRoutes(r);
  registerLectureRoutes(r, services.signedLinks, services.mediaLinks);
  registerLecturePublicRoutes(r, {
    links: services.signedLinks,
    sms: services.sms,
    media: services.mediaLinks,
  });
}

async function seedDemoActivity(tdb: TenantDb): Promise<void> {
  await seedDemoCourses(tdb);
  await seedDemoLectures(tdb);
}

export const coursesModule: ModuleDefinition = {
  name: 'courses',
  register: registerCoursesModule,
  jobs: [lectureRetentionJob],
  pages: ['/course/courses', '/course/plans', '/course/lectures'],
  seed: { demoActivity: seedDemoActivity },
};

// The public face: what other modules use of 课程管理.
export { type LectureCount, lectureHallCounts } from './lectures.ts';
export { publishedCourses } from './published-courses.ts';
