import { renderExamRecord } from '../../documents/exam-record.ts';
import { pdfFilename, type PdfFile } from '../../documents/pdf-file.ts';
import { loadSchoolProfile } from '../../documents/school-profile.ts';
import type { ParsedInput } from '../../../shared/api/contract.ts';
import type { examRecordPdfContract } from '../../../shared/api/documents.ts';
import type { SessionContext } from '../../http/context.ts';
import { scheduleDocumentFacts, type DocumentParticipant, type DocumentRoom } from './schedule-facts.ts';

/**
 * GET /api/exams/schedules/:id/exam-record.pdf: the Berita Acara of each room. Present and absent are read
 * from the attempts (a student who never started was absent), so the record matches the monitoring screen.
 */
export async function examRecordPdf({
  ctx,
  input,
}: {
  ctx: SessionContext;
  input: ParsedInput<typeof examRecordPdfContract> & { id: number };
}): Promise<PdfFile> {
  const facts = await scheduleDocumentFacts(ctx, input.id);
  const school = await loadSchoolProfile(ctx.db, ctx.session.schoolId);
  const count = (room: DocumentRoom, people: DocumentParticipant[]) => ({
    ...room,
    expected: people.length,
    present: people.filter((p) => p.present).length,
    absentNames: people.filter((p) => !p.present).map((p) => p.name),
  });
  const rooms = facts.rooms.length
    ? facts.rooms.map((room) =>
        count(
          room,
          facts.participants.filter((p) => p.allocationId === room.id),
        ),
      )
    : [count(facts.fallbackRoom, facts.participants)];
  const bytes = await renderExamRecord({ school, paper: input.paper, exam: facts.exam, rooms, notes: input.notes || null });
  return { filename: pdfFilename('berita-acara', facts.exam.title, input.paper), bytes };
}
