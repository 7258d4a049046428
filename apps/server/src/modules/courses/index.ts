import type { ModuleDefinition } from '../../core/module.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { registerAssignmentRoutes } from './assignment-routes.ts';
import { registerCourseRoutes } from './course-routes.ts';
import { registerUploadRoutes } from './upload-routes.ts';

/** 课程管理: courses, chapters and lessons with rich text, PDF, audio and video (resumable uploads). */
function registerCoursesModule(r: Registrar, services: ModuleServices): void {
  registerCourseRoutes(r, services.mediaLinks);
  registerUploadRoutes(r, services.files);
  registerAssignmentRoutes(r, services.mediaLinks);
}

export const coursesModule: ModuleDefinition = {
  name: 'courses',
  register: registerCoursesModule,
  pages: ['/course/courses'],
};
