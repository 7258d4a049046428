import type { FileStorage } from '../../core/files/file-storage.ts';
import type { ModuleDefinition } from '../../core/module.ts';
import type { Registrar } from '../../core/register-route.ts';
import { seedDemoGrowth } from './growth-demo-seed.ts';
import { registerGrowthRoutes } from './growth-routes.ts';
import { registerImportJobRoutes } from './import/import-routes.ts';
import { studentPolicy } from './policies/student.ts';
import { seedSchool } from './seed.ts';
import { registerStaffRoutes } from './staff-routes.ts';
import { registerStructureRoutes } from './structure-routes.ts';
import { registerStudentAccounts, type StudentAccountIssuer } from './student-accounts-route.ts';
import { registerStudentActions } from './student-actions.ts';
import { registerStudentExport } from './student-export.ts';
import { registerStudentRoutes } from './student-routes.ts';

/** 学校架构 and people: structure, students (with their reach policy), growth files. */
function registerSchoolModule(r: Registrar, issuer: StudentAccountIssuer, storage: FileStorage): void {
  registerStructureRoutes(r);
  registerStudentRoutes(r);
  registerStudentActions(r);
  registerStudentAccounts(r, issuer);
  registerStudentExport(r);
  registerGrowthRoutes(r, storage);
  registerStaffRoutes(r);
  registerImportJobRoutes(r);
}

export const schoolModule: ModuleDefinition = {
  name: 'school',
  register: (r, services) =>
    registerSchoolModule(
      r,
      {
        create: (tenantId, actor, students) => services.accounts.createStudents(tenantId, actor, students),
        reset: (userIds, who) => services.accounts.resetStudents(userIds, who),
      },
      services.files,
    ),
  policies: [studentPolicy],
  pages: [
    '/school/colleges',
    '/school/grades',
    '/school/classes',
    '/school/students',
    '/school/teachers',
    '/school/consultants',
    '/growth/files',
  ],
  seed: { school: seedSchool, demoActivity: seedDemoGrowth },
};

// The public face: what other modules use of 学校架构.
export {
  careerStaffRefusal,
  careerStudentRefusal,
  careerVisibility,
  saveCareerVisibility,
} from './career-visibility.ts';
export { classesInReach, studentPolicy, studentsVisibleTo } from './policies/student.ts';
export { buildTree, classPaths, findClass, loadUnits, type UnitRow } from './structure.ts';
export { studentNoFilter } from './student-no-filter.ts';
export { underDepart } from './student-routes.ts';
