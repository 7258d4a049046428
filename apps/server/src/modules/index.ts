import type { ModuleDefinition } from '../core/module.ts';
import { accountModule } from './account/index.ts';
import { aiModule } from './ai/index.ts';
import { announcementModule } from './announcement/index.ts';
import { auditModule } from './audit/index.ts';
import { careerModule } from './career/index.ts';
import { categoryModule } from './category/index.ts';
import { cgreportModule } from './cgreport/index.ts';
import { counsellingModule } from './counselling/index.ts';
import { coursesModule } from './courses/index.ts';
import { createCrisisModule } from './crisis/index.ts';
import { departModule } from './depart/index.ts';
import { dictModule } from './dict/index.ts';
import { feeModule } from './fee/index.ts';
import { filesModule } from './files/index.ts';
import { focusModule } from './focus/index.ts';
import { logModule } from './log/index.ts';
import { lowAppModule } from './low-app/index.ts';
import { onlineModule } from './online/index.ts';
import { onlineFormModule } from './online-form/index.ts';
import { permissionModule } from './permission/index.ts';
import { positionModule } from './position/index.ts';
import { quartzModule } from './quartz/index.ts';
import { relaxModule } from './relax/index.ts';
import { reportsModule } from './reports/index.ts';
import { roleModule } from './role/index.ts';
import { scalesModule } from './scales/index.ts';
import { schoolModule } from './school/index.ts';
import { assignRetest, screeningModule } from './screening/index.ts';
import { sessionModule } from './session/index.ts';
import { signInProviderModule } from './sign-in-provider/index.ts';
import { smsGatewayModule } from './sms-gateway/index.ts';
import { statisticsModule } from './statistics/index.ts';
import { tenantModule } from './tenant/index.ts';
import { usersModule } from './users/index.ts';

/**
 * Every server module, once. Routes, job handlers, default jobs, data-rule fields and the seed all
 * read this list. The order is the seed's: a module's seed step may use what the ones before it
 * seeded (the school before its departments, departments before users, students before cases).
 */
export const MODULES: readonly ModuleDefinition[] = [
  sessionModule,
  accountModule,
  permissionModule,
  tenantModule,
  departModule,
  dictModule,
  quartzModule,
  onlineFormModule,
  // After the forms: its demo report reads the demo form.
  cgreportModule,
  lowAppModule,
  roleModule,
  usersModule,
  logModule,
  auditModule,
  scalesModule,
  categoryModule,
  positionModule,
  onlineModule,
  smsGatewayModule,
  signInProviderModule,
  filesModule,
  announcementModule,
  schoolModule,
  screeningModule,
  reportsModule,
  createCrisisModule({ assignRetest }),
  counsellingModule,
  aiModule,
  relaxModule,
  careerModule,
  // After crisis: a demo plan rests on an open demo case.
  focusModule,
  // After screening and crisis: the demo courses' rule reads their demo results.
  coursesModule,
  statisticsModule,
  feeModule,
];
