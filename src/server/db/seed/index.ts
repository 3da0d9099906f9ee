import type { Db } from '../client.ts';
import { seedReference } from './reference.ts';
import { seedSchools } from './schools.ts';
import { seedMenus } from './menus.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { readTenants } from '../../tenants/read-tenants.ts';
import { MENU } from './menu-data.ts';
import { seedDemoExams } from './demo-exams.ts';
import { seedDemoExamPractice } from './demo-exam-practice.ts';
import { seedDemoExamPlanning } from './demo-exam-planning.ts';
import { seedDemoExamRecords } from './demo-exam-records.ts';
import { seedDemoExamPlatform } from './demo-exam-platform.ts';
import { seedDemoSchools } from './demo-school.ts';
import { seedPpdbFromTenants } from '../../ppdb/seed-from-tenants.ts';
import { seedDemoPpdb } from './demo-ppdb.ts';
import { seedDemoAppendices, seedDemoStaff } from './demo-staff.ts';
import { seedDemoGrades } from './demo-grades.ts';
import { seedDemoAttendance } from './demo-attendance.ts';
import { seedNationalHolidays } from '../../attendance/calendar.ts';
import { seedDemoFinance } from './demo-finance.ts';
import { seedDemoContent } from './demo-content.ts';
import { seedDemoClassroom } from './demo-classroom.ts';
import { seedDemoLibrary, seedDemoStocktake } from './demo-library.ts';
import { seedProfileFrameworks } from '../../kokurikuler/seed-frameworks.ts';
import { seedDemoKokurikuler } from './demo-kokurikuler.ts';
import { seedPlanningTemplates } from '../../planning/seed-templates.ts';
import { seedDemoPlanning, seedDemoPlanningK13 } from './demo-planning.ts';
import { seedDemoSchoolLife } from './demo-school-life.ts';
import { seedCurriculumReference } from '../../curriculum/reference/seed-reference.ts';
import { seedDemoCurriculum } from './demo-curriculum.ts';
import { seedDemoWebsite } from './demo-website.ts';
import { seedDemoAccountDesk } from './demo-accounts-desk.ts';

export interface SeedOptions {
  demo: boolean;
  tenantsDir?: string;
  /** Where uploaded files live (DATA_DIR/files): the demo website's pictures are written there. */
  filesDir?: string;
}

/**
 * Runs at every start, after the migrations: reference data, schools from tenants/ and menus always;
 * the demo accounts only when asked (default for the embedded database). Idempotent.
 */
export async function seed(db: Db, options: SeedOptions): Promise<void> {
  await seedReference(db);
  await seedProfileFrameworks(db);
  await seedPlanningTemplates(db);
  const tenants = readTenants(options.tenantsDir);
  const schoolIds = await seedSchools(db, tenants);
  await seedPpdbFromTenants(db, tenants, schoolIds);
  await seedNationalHolidays(db, schoolIds.values());
  await seedMenus(db, MENU);
  await seedCurriculumReference(db);
  if (options.demo) await seedDemoAccounts(db, schoolIds);
  if (options.demo) await seedDemoSchools(db, schoolIds);
  if (options.demo) {
    await seedDemoExams(db);
    await seedDemoExamPractice(db);
    await seedDemoExamPlanning(db);
    await seedDemoExamRecords(db);
    await seedDemoExamPlatform(db);
    await seedDemoPpdb(db);
    await seedDemoStaff(db);
    await seedDemoAppendices(db, options.filesDir);
    await seedDemoGrades(db);
    await seedDemoAttendance(db);
    await seedDemoFinance(db);
    await seedDemoContent(db);
    await seedDemoClassroom(db);
    await seedDemoLibrary(db);
    await seedDemoStocktake(db);
    await seedDemoKokurikuler(db);
    await seedDemoPlanning(db);
    await seedDemoPlanningK13(db);
    await seedDemoSchoolLife(db);
    await seedDemoCurriculum(db);
    await seedDemoWebsite(db, options.filesDir);
    await seedDemoAccountDesk(db);
  }
}
