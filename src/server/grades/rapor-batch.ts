/**
 * The whole school's rapor as one background job (/raport2, docs/decisions/0016-grades.md "Whole-school rapor"):
 * one PDF per rombel, each stored through the files module (kind rapor_batch, read by the office and the
 * principal), progress after every rombel and within it. Safe to run again: a retry makes new files.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Paper } from '../../shared/documents/paper.ts';
import { academicYears } from '../db/schema/schools.ts';
import { sections } from '../db/schema/master.ts';
import type { Db } from '../db/client.ts';
import { saveBytes } from '../files/save-file.ts';
import { pdfFilename } from '../documents/pdf-file.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { PermanentJobError, type JobHandler } from '../jobs/handler.ts';
import type { SessionContext } from '../http/context.ts';
import { validationError } from '../http/errors.ts';
import { requireGrades, yearOf } from './guard.ts';
import { raporData } from './rapor.ts';
import { renderRapor } from './rapor-document.ts';
import { studentsOf } from './roster.ts';
import { releaseOf, settingsOf } from './settings.ts';

export const RAPOR_BATCH_JOB = 'grades.rapor_batch';

const payloadSchema = z.object({
  schoolId: z.number().int(),
  yearId: z.number().int(),
  userId: z.number().int(),
  semester: z.enum(['1', '2']),
  paper: z.enum(['A4', 'F4']),
  sectionIds: z.array(z.number().int()),
  filesDir: z.string(),
});
type Payload = z.infer<typeof payloadSchema>;

/** POST /api/grades/rapor/batch: queues the job; the portal follows /api/jobs/:id. */
export async function startRaporBatch({
  ctx,
  input,
  filesDir,
}: {
  ctx: SessionContext;
  input: { semester: '1' | '2'; paper: Paper; sectionIds: number[] };
  filesDir: string;
}) {
  requireGrades(ctx, 'school.read');
  const schoolId = ctx.session.schoolId;
  const year = await yearOf(ctx);
  const rows = await ctx.db
    .select({ id: sections.id })
    .from(sections)
    .where(
      and(eq(sections.schoolId, schoolId), eq(sections.academicYearId, year.id), input.sectionIds.length ? inArray(sections.id, input.sectionIds) : undefined),
    );
  if (input.sectionIds.length && rows.length !== new Set(input.sectionIds).size)
    throw validationError({ sectionIds: ['Ada rombel yang bukan milik tahun ajaran ini.'] });
  if (!rows.length) throw validationError({ sectionIds: ['Belum ada rombel pada tahun ajaran ini.'] });
  const payload: Payload = {
    schoolId,
    yearId: year.id,
    userId: ctx.session.userId,
    semester: input.semester,
    paper: input.paper,
    sectionIds: rows.map((r) => r.id),
    filesDir,
  };
  const jobId = await ctx.db.transaction((tx) => enqueueJob(tx, { kind: RAPOR_BATCH_JOB, payload, schoolId, userId: ctx.session.userId, maxAttempts: 2 }));
  return { jobId, sections: rows.length };
}

/** Renders and stores every rombel's rapor file; `progress` gets 0–100. Also what the benchmark times. */
export async function renderSchoolRapors(db: Db, p: Payload, progress: (percent: number) => Promise<void>) {
  const started = Date.now();
  const [year] = await db
    .select({ id: academicYears.id, description: academicYears.description, curriculumId: academicYears.curriculumId })
    .from(academicYears)
    .where(and(eq(academicYears.id, p.yearId), eq(academicYears.schoolId, p.schoolId)));
  if (!year) throw new PermanentJobError('Tahun ajaran tidak ditemukan.');
  const list = await db
    .select({ id: sections.id, name: sections.name })
    .from(sections)
    .where(and(eq(sections.schoolId, p.schoolId), inArray(sections.id, p.sectionIds)))
    .orderBy(asc(sections.name));
  const [settings, release] = await Promise.all([settingsOf(db, p.schoolId, year.id), releaseOf(db, p.schoolId, year.id, p.semester)]);
  const date = release ? new Date(`${release.releaseDate}T12:00:00Z`) : new Date();
  const files = [];
  let students = 0;
  for (const [i, section] of list.entries()) {
    const members = await studentsOf(db, p.schoolId, section.id);
    if (!members.length) continue;
    const { rapors, profile } = await raporData(db, {
      schoolId: p.schoolId,
      yearId: year.id,
      yearLabel: year.description,
      curriculumId: year.curriculumId,
      semester: p.semester,
      sectionId: section.id,
      studentIds: members.map((m) => m.id),
      weights: settings.weights,
      release,
    });
    let last = 0;
    const bytes = await renderRapor({ rapors, school: profile, paper: p.paper, date }, (share) => {
      // Within a rombel: report now and then, not on every page.
      if (share - last < 0.25) return;
      last = share;
      void progress(((i + share) / list.length) * 100).catch(() => undefined);
    });
    const name = pdfFilename('rapor', `${section.name} semester ${p.semester}`, p.paper);
    const saved = await saveBytes(db, p.filesDir, bytes, {
      schoolId: p.schoolId,
      kind: 'rapor_batch',
      mime: 'application/pdf',
      originalName: name,
      createdBy: p.userId,
    });
    files.push({ sectionId: section.id, sectionName: section.name, students: members.length, url: saved.url, size: bytes.length });
    students += members.length;
    await progress(((i + 1) / list.length) * 100);
  }
  return { semester: p.semester, students, seconds: Math.round((Date.now() - started) / 100) / 10, files };
}

export const raporBatchJob: JobHandler<Payload> = {
  kind: RAPOR_BATCH_JOB,
  parse: (payload) => payloadSchema.parse(payload),
  run: ({ db, payload, progress }) => renderSchoolRapors(db, payload, progress),
};
