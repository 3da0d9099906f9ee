import { and, eq } from 'drizzle-orm';
import { academicYears, curricula, schools, schoolStages } from '../db/schema/schools.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { USER_TYPES, isUserTypeId } from '../../shared/user-types.ts';
import { childrenOf } from './guardian-summary.ts';
import { schoolCounts, teachingOf } from './staff-summary.ts';
import { studentClasses, upcomingExams } from './student-summary.ts';

export type DashboardRole = 'staff' | 'student' | 'guardian';

/** Students (5) and guardians (6) see their own landing page; every other type works with the school's data. */
export function dashboardRole(userTypeId: string): DashboardRole {
  if (userTypeId === '5') return 'student';
  if (userTypeId === '6') return 'guardian';
  return 'staff';
}

/**
 * GET /api/dashboard: the landing page of the session's user, in the session's school and year: for staff the
 * school's counts (and a teacher's homeroom and teaching), for a student their rombel and upcoming exams, for a
 * guardian their children. Everything is read from the school's data; an empty list means there is none.
 */
export async function getDashboard({ ctx }: { ctx: SessionContext }) {
  const { db, session } = ctx;
  const role = dashboardRole(session.userTypeId);
  const [user, school, year] = await Promise.all([
    db.select({ fullName: users.fullName }).from(users).where(eq(users.id, session.userId)).limit(1),
    db
      .select({
        id: schools.id,
        name: schools.name,
        code: schools.code,
        npsn: schools.npsn,
        city: schools.city,
        stage: schoolStages.name,
        pathImage: schools.pathImage,
      })
      .from(schools)
      .innerJoin(schoolStages, eq(schoolStages.id, schools.stageId))
      .where(eq(schools.id, session.schoolId))
      .limit(1),
    session.academicYearId === null
      ? Promise.resolve([])
      : db
          .select({
            id: academicYears.id,
            description: academicYears.description,
            isCurrent: academicYears.isCurrent,
            curriculumCode: curricula.code,
            curriculumName: curricula.name,
          })
          .from(academicYears)
          .leftJoin(curricula, eq(curricula.id, academicYears.curriculumId))
          .where(and(eq(academicYears.id, session.academicYearId), eq(academicYears.schoolId, session.schoolId)))
          .limit(1),
  ]);

  const typeId = session.userTypeId;
  const base = {
    role,
    user: {
      full_name: user[0]?.fullName ?? '',
      sd_user_type_id: typeId,
      user_type_name: isUserTypeId(typeId) ? USER_TYPES[typeId].name : typeId,
    },
    school: school[0]
      ? {
          sd_school_id: school[0].id,
          school_name: school[0].name,
          school_code: school[0].code,
          npsn: school[0].npsn,
          city: school[0].city,
          stage_name: school[0].stage,
          path_image_school: school[0].pathImage,
        }
      : null,
    academic_year: year[0]
      ? {
          sd_academic_year_id: year[0].id,
          description: year[0].description,
          is_current: year[0].isCurrent,
          curriculum: year[0].curriculumCode ? { code: year[0].curriculumCode, name: year[0].curriculumName } : null,
        }
      : null,
  };

  if (role === 'student') {
    const [classes, upcoming] = await Promise.all([studentClasses(ctx), upcomingExams(ctx)]);
    return { status: true, data: { ...base, classes, upcoming_exams: upcoming } };
  }
  if (role === 'guardian') return { status: true, data: { ...base, children: await childrenOf(ctx) } };
  const [counts, teaching] = await Promise.all([schoolCounts(ctx), typeId === '3' ? teachingOf(ctx) : Promise.resolve(undefined)]);
  return { status: true, data: { ...base, counts, ...(teaching ? { teaching } : {}) } };
}
