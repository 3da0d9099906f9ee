import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../db/schema/users.ts';
import { classes, classMaps, guardianProfiles, guardianStudents, sections, studentProfiles } from '../db/schema/master.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';
import { GUARDIAN_SELF } from '../../shared/resources/definitions/guardian-self.ts';
import { GUARDIANS } from '../../shared/resources/definitions/guardians.ts';
import { audit } from '../resources/audit.ts';
import { scopeOf } from '../resources/scope.ts';
import { parseValues } from '../resources/write-support.ts';
import { rowValues } from '../resources/table-binding.ts';

const GUARDIAN = '6';
const homeroom = alias(users, 'homeroom');

function requireGuardian(ctx: SessionContext) {
  if (ctx.session.userTypeId !== GUARDIAN) throw forbidden('Halaman ini untuk akun orang tua/wali.');
}

/** GET /api/master/guardian/children: the guardian's children with their rombel of the year and homeroom teacher. */
export async function myChildren({ ctx }: { ctx: SessionContext }) {
  requireGuardian(ctx);
  const { userId, schoolId, academicYearId } = ctx.session;
  const rows = await ctx.db
    .select({
      id: users.id,
      full_name: users.fullName,
      nisn: studentProfiles.nisn,
      nis: studentProfiles.nis,
      gender: studentProfiles.gender,
      class_name: classes.name,
      section_name: sections.name,
      major: sections.major,
      homeroom_teacher: homeroom.fullName,
    })
    .from(guardianStudents)
    .innerJoin(users, eq(users.id, guardianStudents.studentId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(classMaps, and(eq(classMaps.userId, users.id), academicYearId === null ? sql`false` : eq(classMaps.academicYearId, academicYearId)))
    .leftJoin(sections, eq(sections.id, classMaps.sectionId))
    .leftJoin(classes, eq(classes.id, sections.classId))
    .leftJoin(homeroom, eq(homeroom.id, sections.homeroomTeacherId))
    .where(and(eq(guardianStudents.guardianId, userId), eq(guardianStudents.schoolId, schoolId)))
    .orderBy(asc(users.fullName));
  return { data: rows };
}

async function ownProfile(ctx: SessionContext) {
  const [row] = await ctx.db
    .select({
      id: users.id,
      full_name: users.fullName,
      email: users.email,
      relation: guardianProfiles.relation,
      nik: guardianProfiles.nik,
      phone: guardianProfiles.phone,
      occupation: guardianProfiles.occupation,
      education: guardianProfiles.education,
      address: guardianProfiles.address,
    })
    .from(users)
    .leftJoin(guardianProfiles, eq(guardianProfiles.userId, users.id))
    .where(eq(users.id, ctx.session.userId));
  return row;
}

/** GET /api/master/guardian/profile: the guardian's own data. */
export async function myGuardianProfile({ ctx }: { ctx: SessionContext }) {
  requireGuardian(ctx);
  return { data: await ownProfile(ctx), labels: {} };
}

/** PUT /api/master/guardian/profile: a guardian corrects their own contact details (audited like any change). */
export async function updateMyGuardianProfile({ ctx, body }: { ctx: SessionContext; body: unknown }) {
  requireGuardian(ctx);
  const before = await ownProfile(ctx);
  const values = parseValues(GUARDIAN_SELF, body, before);
  const set = rowValues(guardianProfiles, GUARDIAN_SELF, values);
  const scope = scopeOf(ctx.session);
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(guardianProfiles)
      .values({ ...set, userId: ctx.session.userId, schoolId: ctx.session.schoolId, relation: before.relation ?? 'Wali' })
      .onConflictDoUpdate({ target: guardianProfiles.userId, set });
    const after = { ...before, ...values };
    await audit(tx, scope, GUARDIANS, [{ id: ctx.session.userId, action: 'update', before, after }]);
  });
  return { data: await ownProfile(ctx), labels: {} };
}
