import { and, eq } from 'drizzle-orm';
import { raporEntries } from '../db/schema/grades.ts';
import type { SessionContext } from '../http/context.ts';
import { layoutOf } from './layout.ts';
import { loadSection } from './rapor-access.ts';
import { studentsOf } from './roster.ts';
import { sectionResults } from './section-results.ts';
import { lockMessage, settingsOf } from './settings.ts';

/** GET /api/grades/rapor/sections/:id: the homeroom teacher's list, with each student's average and progress. */
export async function sectionRapor({ ctx, id, semester }: { ctx: SessionContext; id: number; semester?: string }) {
  const section = await loadSection(ctx, id, 'read');
  const schoolId = ctx.session.schoolId;
  const settings = await settingsOf(ctx.db, schoolId, section.year.id);
  const sem = semester ?? settings.semester;
  const [students, results, entries, lock] = await Promise.all([
    studentsOf(ctx.db, schoolId, id),
    sectionResults(ctx.db, schoolId, id, sem, settings.weights, layoutOf(section.year.curriculumId)),
    ctx.db
      .select({ studentId: raporEntries.studentId, note: raporEntries.homeroomNote })
      .from(raporEntries)
      .where(and(eq(raporEntries.schoolId, schoolId), eq(raporEntries.academicYearId, section.year.id), eq(raporEntries.semester, sem))),
    lockMessage(ctx.db, schoolId, section.year.id, sem),
  ]);
  // Filled: the homeroom teacher wrote the note (a release also creates entries, to freeze attendance).
  const filled = new Set(entries.filter((e) => e.note).map((e) => e.studentId));
  return {
    section: { id: section.id, name: section.name },
    semester: sem,
    lock,
    canEdit: !lock && ['1', '2', '3'].includes(ctx.session.userTypeId),
    students: students.map((s) => {
      const grades = results.of(s.id).flatMap((r) => (r.finalGrade === null ? [] : [r.finalGrade]));
      return {
        id: s.id,
        name: s.name,
        nis: s.nis,
        average: grades.length ? Math.round((grades.reduce((a, b) => a + b, 0) / grades.length) * 100) / 100 : null,
        filled: filled.has(s.id),
      };
    }),
  };
}
