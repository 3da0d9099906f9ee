import { eq } from 'drizzle-orm';
import type { Paper } from '../../shared/documents/paper.ts';
import { staffProfiles } from '../db/schema/master.ts';
import { renderPlanningDocument } from '../documents/planning-document.ts';
import { pdfFilename, type PdfFile } from '../documents/pdf-file.ts';
import { loadSchoolProfile } from '../documents/school-profile.ts';
import type { SessionContext } from '../http/context.ts';
import { CURRICULUM_LABELS, LINK_KIND_LABELS, PLAN_KIND_LABELS, PLAN_STATUS_LABELS } from '../../shared/planning/model.ts';
import { documentView, readableDocument } from './document-view.ts';

const HEADING = { silabus: 'SILABUS', rpp: 'RENCANA PELAKSANAAN PEMBELAJARAN (RPP)', modul_ajar: 'MODUL AJAR' } as const;

/** GET /api/planning/documents/:id/document.pdf: the same readers as the document itself. */
export async function documentPdf({ ctx, id, paper }: { ctx: SessionContext; id: number; paper: Paper }): Promise<PdfFile> {
  const doc = await readableDocument(ctx.db, ctx, id);
  const [view, school, [staff]] = await Promise.all([
    documentView(ctx.db, ctx, doc),
    loadSchoolProfile(ctx.db, ctx.session.schoolId),
    ctx.db.select({ nip: staffProfiles.nip }).from(staffProfiles).where(eq(staffProfiles.userId, doc.teacherId)),
  ]);
  const heading = doc.format === 'one_page' ? 'RPP SATU LEMBAR' : HEADING[doc.kind];
  const bytes = await renderPlanningDocument({
    school,
    paper,
    heading,
    title: view.title,
    identity: [
      ['Satuan Pendidikan', school.name],
      ['Mata Pelajaran', view.courseName],
      ['Kelas / Semester', `${view.className} / ${view.semester === '1' ? '1 (Ganjil)' : '2 (Genap)'}`],
      ['Tahun Pelajaran', view.yearLabel],
      ['Kurikulum', CURRICULUM_LABELS[view.curriculum]],
      ['Penyusun', view.teacherName],
    ],
    links: view.links.map((l) => ({ group: LINK_KIND_LABELS[l.refKind], code: l.code, label: l.label })),
    sections: view.sections.map((s) => ({ title: s.title, body: s.body })),
    teacher: { name: view.teacherName, nip: staff?.nip ?? null },
    review:
      doc.status === 'reviewed' || doc.status === 'returned'
        ? { status: PLAN_STATUS_LABELS[doc.status], reviewerName: view.reviewerName, reviewedAt: doc.reviewedAt, note: doc.reviewNote }
        : null,
    date: doc.reviewedAt ?? doc.submittedAt ?? new Date(),
  });
  return {
    filename: pdfFilename(PLAN_KIND_LABELS[doc.kind].toLowerCase().replace(/\s+/g, '-'), `${view.courseName} ${view.className} ${view.title}`, paper),
    bytes,
  };
}
