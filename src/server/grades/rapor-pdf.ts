import type { Paper } from '../../shared/documents/paper.ts';
import { pdfFilename, type PdfFile } from '../documents/pdf-file.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { raporData } from './rapor.ts';
import { renderRapor } from './rapor-document.ts';
import { loadSection, studentPlacement } from './rapor-access.ts';
import { studentsOf } from './roster.ts';
import { releaseOf, settingsOf } from './settings.ts';

const dateOf = (release: { releaseDate: string } | null) => (release ? new Date(`${release.releaseDate}T12:00:00Z`) : new Date());

/** GET /api/grades/rapor/students/:id/rapor.pdf: the same readers as the preview; families only once released. */
export async function raporPdf({ ctx, id, paper, semester }: { ctx: SessionContext; id: number; paper: Paper; semester?: string }): Promise<PdfFile> {
  const p = await studentPlacement(ctx, id);
  const schoolId = ctx.session.schoolId;
  const settings = await settingsOf(ctx.db, schoolId, p.year.id);
  const sem = semester ?? settings.semester;
  const release = await releaseOf(ctx.db, schoolId, p.year.id, sem);
  if (p.family && !release) throw notFound('Rapor semester ini belum dirilis sekolah.');
  const { rapors, profile } = await raporData(ctx.db, {
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
  const bytes = await renderRapor({ rapors, school: profile, paper, date: dateOf(release) });
  return { filename: pdfFilename('rapor', `${rapors[0].student.name} semester ${sem}`, paper), bytes };
}

/** GET /api/grades/rapor/sections/:id/rapor.pdf: every rapor of a rombel in one file, one student per section, to print. */
export async function sectionRaporPdf({ ctx, id, paper, semester }: { ctx: SessionContext; id: number; paper: Paper; semester?: string }): Promise<PdfFile> {
  const section = await loadSection(ctx, id, 'read');
  const schoolId = ctx.session.schoolId;
  const settings = await settingsOf(ctx.db, schoolId, section.year.id);
  const sem = semester ?? settings.semester;
  const release = await releaseOf(ctx.db, schoolId, section.year.id, sem);
  const students = await studentsOf(ctx.db, schoolId, id);
  const { rapors, profile } = await raporData(ctx.db, {
    schoolId,
    yearId: section.year.id,
    yearLabel: section.year.description,
    curriculumId: section.year.curriculumId,
    semester: sem,
    sectionId: id,
    studentIds: students.map((s) => s.id),
    weights: settings.weights,
    release,
  });
  const bytes = await renderRapor({ rapors, school: profile, paper, date: dateOf(release) });
  return { filename: pdfFilename('rapor', `${section.name} semester ${sem}`, paper), bytes };
}
