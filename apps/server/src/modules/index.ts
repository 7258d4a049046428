import type { Registrar } from '../core/register-route.ts';
import type { Services } from '../core/services.ts';
import { createStudentAccounts } from '../core/student-accounts.ts';
import { registerAccountModule } from './account/index.ts';
import { registerAnnouncementModule } from './announcement/index.ts';
import { registerAppointmentsModule } from './appointments/index.ts';
import { registerAuditModule } from './audit/index.ts';
import { registerCategoryModule } from './category/index.ts';
import { registerCgreportModule } from './cgreport/index.ts';
import { registerCrisisModule } from './crisis/index.ts';
import { registerDepartModule } from './depart/index.ts';
import { registerDictModule } from './dict/index.ts';
import { registerFilesModule } from './files/index.ts';
import { registerLogModule } from './log/index.ts';
import { registerPermissionModule } from './permission/index.ts';
import { registerPositionModule } from './position/index.ts';
import { registerQuartzModule } from './quartz/index.ts';
import { registerReportsModule } from './reports/index.ts';
import { registerRoleModule } from './role/index.ts';
import { registerScalesModule } from './scales/index.ts';
import { registerSchoolModule } from './school/index.ts';
import { registerScreeningModule } from './screening/index.ts';
import { registerSessionModule } from './session/index.ts';
import { registerTenantModule } from './tenant/index.ts';
import { registerUsersModule } from './users/index.ts';

/** Every feature module, registered in one place. */
export function registerModules(r: Registrar, services: Services): void {
  registerSessionModule(r, services);
  registerAccountModule(r, services);
  registerPermissionModule(r, services);
  registerDictModule(r);
  registerLogModule(r);
  registerAuditModule(r);
  registerScalesModule(r);
  registerCrisisModule(r, services);
  registerReportsModule(r);
  registerAnnouncementModule(r, services);
  registerQuartzModule(r, services);
  registerUsersModule(r, services);
  registerDepartModule(r, services);
  registerRoleModule(r, services);
  registerCategoryModule(r);
  registerPositionModule(r);
  registerCgreportModule(r);
  registerTenantModule(r, services);
  registerFilesModule(r, services);
  registerAppointmentsModule(r, services);
  registerSchoolModule(r, (tenantId, actor, students) =>
    createStudentAccounts(services.db, tenantId, actor, students),
  );
  registerScreeningModule(r, services);
}
