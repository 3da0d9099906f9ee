import { and, eq, inArray } from 'drizzle-orm';
import { raporEntries } from '../db/schema/grades.ts';
import { classes, sections, staffProfiles, studentProfiles } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { Db } from '../db/client.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { absenceTotals } from './absences.ts';
import { studentPlacement } from './rapor-access.ts';
import { sectionResults } from './section-results.ts';
import { releaseOf, settingsOf } from './settings.ts';
import { loadSchoolProfile } from '../documents/school-profile.ts';
import { extracurricularGrades } from '../classroom/grade-feed.ts';
import { kokurikulerOf } from './kokurikuler.ts';
import { isVocational, layoutOf } from './layout.ts';

const NOT_RELEASED = 'Rapor semester ini belum dirilis sekolah.';

/** GET /api/grades/rapor/students/:id: one student's rapor as printed, for the preview and the PDF. */
export async function getRapor({ ctx, id, semester }: { ctx: SessionContext; id: number; semester?: string }) {
  const p = await studentPlacement(ctx, id);
  const schoolId = ctx.session.schoolId;
  const settings = await settingsOf(ctx.db, schoolId, p.year.id);
  const sem = semester ?? settings.semester;
  const release = await releaseOf(ctx.db, schoolId, p.year.id, sem);
  if (p.family && !release) throw notFound(NOT_RELEASED);
  const { rapors } = await raporData(ctx.db, {
    schoolId,
    yearId: p.year.id,
    yearLabel: p.year.description,
    curriculumId: p.year.curriculumId,
    semester: sem,
    sectionId: p.sectionId,
    studentIds: [id],
    weights: settings.weights,
    release,
  });
  return rapors[0];
}

export type RaporData = Awaited<ReturnType<typeof raporData>>['rapors'][number];

export interface RaporQuery {
  schoolId: number;
  yearId: number;
  yearLabel: string;
  curriculumId: number | null;
  semester: string;
  sectionId: number;
  studentIds: number[];
  weights: Record<string, number>;
  release: Awaited<ReturnType<typeof releaseOf>>;
}

/**
 * Everything the rapors of some students of one rombel print, read once for all of them (one query per table,
 * however many students), without any session check: the callers check.
 */
export async function raporData(db: Db, q: RaporQuery) {
  const layout = layoutOf(q.curriculumId);
  const [students, [section], entries, results, absences, school, vocational, clubs, projects] = await Promise.all([
    db
      .select({ id: users.id, name: users.fullName, nis: studentProfiles.nis, nisn: studentProfiles.nisn })
      .from(users)
      .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(and(eq(users.schoolId, q.schoolId), inArray(users.id, q.studentIds))),
    db
      .select({
        name: sections.name,
        className: classes.name,
        grade: classes.grade,
        phase: classes.phase,
        homeroomName: users.fullName,
        homeroomNip: staffProfiles.nip,
      })
      .from(sections)
      .innerJoin(classes, eq(classes.id, sections.classId))
      .leftJoin(users, eq(users.id, sections.homeroomTeacherId))
      .leftJoin(staffProfiles, eq(staffProfiles.userId, sections.homeroomTeacherId))
      .where(eq(sections.id, q.sectionId)),
    db
      .select()
      .from(raporEntries)
      .where(
        and(
          eq(raporEntries.schoolId, q.schoolId),
          eq(raporEntries.academicYearId, q.yearId),
          eq(raporEntries.semester, q.semester),
          inArray(raporEntries.studentId, q.studentIds),
        ),
      ),
    sectionResults(db, q.schoolId, q.sectionId, q.semester, q.weights, layout),
    absenceTotals(db, q.schoolId, q.yearId, q.semester, q.studentIds, q.release !== null),
    loadSchoolProfile(db, q.schoolId),
    isVocational(db, q.schoolId),
    extracurricularGrades(db, q.schoolId, q.yearId, q.studentIds),
    kokurikulerOf(db, q.schoolId, q.yearId, q.semester, q.studentIds),
  ]);
  const entryOf = new Map(entries.map((e) => [e.studentId, e]));
  const order = new Map(q.studentIds.map((id, i) => [id, i]));
  students.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const rapors = students.map((student) => {
    const entry = entryOf.get(student.id);
    return {
      studentId: student.id,
      student: { name: student.name, nis: student.nis, nisn: student.nisn },
      school: {
        name: school.name,
        npsn: school.npsn,
        address: school.address,
        principalName: school.principalName,
        principalNip: school.principalNip,
        place: school.place,
      },
      section: { id: q.sectionId, name: section.name, className: section.className, grade: section.grade, phase: section.phase },
      homeroom: { name: section.homeroomName, nip: section.homeroomNip },
      yearLabel: q.yearLabel,
      semester: q.semester,
      layout,
      vocational,
      subjects: results.of(student.id).map(({ assignmentId: _a, courseId: _c, ...r }) => r),
      kokurikuler: entry?.kokurikuler?.trim() ? entry.kokurikuler : (projects.get(student.id) ?? null),
      extracurriculars: entry?.extracurriculars.length ? entry.extracurriculars : (clubs.get(student.id) ?? []),
      extracurricularsFrom: entry?.extracurriculars.length ? ('entered' as const) : ('classroom' as const),
      achievements: entry?.achievements ?? [],
      attitude: entry?.attitude ?? null,
      pkl: entry?.pkl ?? [],
      absenceManual: entry?.absenceFrom === 'entered',
      absence: absences.get(student.id) ?? { sick: 0, permit: 0, absent: 0, source: 'entered' as const, frozen: false },
      homeroomNote: entry?.homeroomNote ?? null,
      promotion: entry?.promotion ?? null,
      revision: entry?.revision ?? 0,
      release: q.release ? { date: q.release.releaseDate, locked: q.release.locked } : null,
    };
  });
  return { rapors, profile: school };
}
