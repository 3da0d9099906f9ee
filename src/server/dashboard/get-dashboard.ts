import { and, eq, inArray, sql } from 'drizzle-orm';
import { academicYears, curricula, schools, schoolStages } from '../db/schema/schools.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { USER_TYPES, isUserTypeId } from '../../shared/user-types.ts';

export type DashboardRole = 'staff' | 'student' | 'guardian';

/** Students (5) and guardians (6) see their own landing page; every other type works with the school's data. */
export function dashboardRole(userTypeId: string): DashboardRole {
  if (userTypeId === '5') return 'student';
  if (userTypeId === '6') return 'guardian';
  return 'staff';
}

const STUDENT = '5';
const TEACHER = '3';

/**
 * GET /api/dashboard: the landing page of the session's user, in the session's school and year. Lists whose
 * module does not exist yet (classes, exams, a guardian's children) are null, so the page can say so plainly
 * instead of showing a made-up zero.
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

  if (role === 'student') return { status: true, data: { ...base, classes: null, upcoming_exams: null } };
  if (role === 'guardian') return { status: true, data: { ...base, children: null } };
  return { status: true, data: { ...base, counts: await schoolCounts(ctx) } };
}

/** Active students and teachers of the session's school. There is no classes table yet: classes is null. */
async function schoolCounts({ db, session }: SessionContext) {
  const rows = await db
    .select({ type: users.userTypeId, total: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.schoolId, session.schoolId), eq(users.isActive, true), inArray(users.userTypeId, [STUDENT, TEACHER])))
    .groupBy(users.userTypeId);
  const count = (type: string) => Number(rows.find((r) => r.type === type)?.total ?? 0);
  return { students: count(STUDENT), teachers: count(TEACHER), classes: null };
}
