import type { z } from 'zod';
import type { paperQuery } from '../../../shared/documents/paper.ts';
import { renderAttendanceList } from '../../documents/attendance-list.ts';
import { pdfFilename, type PdfFile } from '../../documents/pdf-file.ts';
import { loadSchoolProfile } from '../../documents/school-profile.ts';
import type { SessionContext } from '../../http/context.ts';
import { scheduleDocumentFacts } from './schedule-facts.ts';

/** GET /api/exams/schedules/:id/attendance-list.pdf: the Daftar Hadir of each room of a schedule. */
export async function attendanceListPdf({ ctx, input }: { ctx: SessionContext; input: z.output<typeof paperQuery> & { id: number } }): Promise<PdfFile> {
  const facts = await scheduleDocumentFacts(ctx, input.id);
  const school = await loadSchoolProfile(ctx.db, ctx.session.schoolId);
  const rooms = facts.rooms.map((room) => ({ ...room, students: facts.participants.filter((p) => p.allocationId === room.id) }));
  const bytes = await renderAttendanceList({ school, paper: input.paper, exam: facts.exam, rooms });
  return { filename: pdfFilename('daftar-hadir', facts.exam.title, input.paper), bytes };
}
