import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { registerAuthApi } from './auth.ts';
import { registerHealthApi } from './health.ts';
import { registerShellApi } from './shell.ts';
import { registerPpdbApi } from './ppdb.ts';
import { registerStaffApi } from './staff.ts';
import { registerGradesApi } from './grades.ts';
import { registerAttendanceApi } from './attendance.ts';
import { registerFinanceApi } from './finance.ts';
import { registerContentApi } from './content.ts';
import { registerClassroomApi } from './classroom.ts';
import { registerLibraryApi } from './library.ts';
import { registerKokurikulerApi } from './kokurikuler.ts';
import { registerPlanningApi } from './planning.ts';
import { registerCurriculumApi } from './curriculum.ts';
import { registerContactApi } from './contact.ts';
import { registerDashboardApi } from './dashboard.ts';
import { registerProfileApi } from './profile.ts';
import { registerExamsApi } from './exams.ts';
import { registerResourcesApi } from './resources.ts';
import { registerMasterApi } from './master.ts';
import { registerFilesApi } from './files.ts';
import { registerDocumentsApi } from './documents.ts';
import { registerJobsApi } from './jobs.ts';
import { registerMessagingApi } from './messaging.ts';
import { registerAccountsApi } from './accounts.ts';
import { registerOpenApi } from './openapi.ts';

/** Every /api module, registered in one place. An unknown /api path answers a JSON 404 (see app.ts). */
export function registerApi(app: FastifyInstance, deps: AppDeps): void {
  registerHealthApi(app, deps);
  registerAuthApi(app, deps);
  registerShellApi(app, deps);
  registerPpdbApi(app, deps);
  registerStaffApi(app, deps);
  registerGradesApi(app, deps);
  registerAttendanceApi(app, deps);
  registerFinanceApi(app, deps);
  registerContentApi(app, deps);
  registerClassroomApi(app, deps);
  registerLibraryApi(app, deps);
  registerKokurikulerApi(app, deps);
  registerPlanningApi(app, deps);
  registerCurriculumApi(app, deps);
  registerContactApi(app, deps);
  registerDashboardApi(app, deps);
  registerProfileApi(app, deps);
  registerExamsApi(app, deps);
  registerResourcesApi(app, deps);
  registerMasterApi(app, deps);
  registerFilesApi(app, deps);
  registerDocumentsApi(app, deps);
  registerJobsApi(app, deps);
  registerMessagingApi(app, deps);
  registerAccountsApi(app, deps);
  // Last: the document describes every route registered above.
  registerOpenApi(app, deps);
}
