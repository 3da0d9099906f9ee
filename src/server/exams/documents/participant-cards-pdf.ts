import type { z } from 'zod';
import type { paperQuery } from '../../../shared/documents/paper.ts';
import { renderParticipantCards } from '../../documents/participant-cards.ts';
import { pdfFilename, type PdfFile } from '../../documents/pdf-file.ts';
import { loadSchoolProfile } from '../../documents/school-profile.ts';
import type { SessionContext } from '../../http/context.ts';
import { scheduleDocumentFacts } from './schedule-facts.ts';

/** GET /api/exams/schedules/:id/participant-cards.pdf: the Kartu Peserta of every participant, by room. */
export async function participantCardsPdf({ ctx, input }: { ctx: SessionContext; input: z.output<typeof paperQuery> & { id: number } }): Promise<PdfFile> {
  const facts = await scheduleDocumentFacts(ctx, input.id);
  const school = await loadSchoolProfile(ctx.db, ctx.session.schoolId);
  const roomOf = new Map(facts.rooms.map((r) => [r.id, r]));
  // Room by room, so each room's proctor gets a run of cards; students with no seat yet come last.
  const order = new Map(facts.rooms.map((r, i) => [r.id, i]));
  const seated = [...facts.participants].sort((a, b) => (order.get(a.allocationId ?? -1) ?? Infinity) - (order.get(b.allocationId ?? -1) ?? Infinity));
  const cards = seated.map((p) => {
    const room = p.allocationId !== null ? roomOf.get(p.allocationId) : undefined;
    return {
      name: p.name,
      nisn: p.nisn,
      username: p.username,
      section: p.section,
      room: room?.name ?? facts.fallbackRoom.name,
      session: room?.session ?? facts.fallbackRoom.session,
    };
  });
  const bytes = await renderParticipantCards({ school, paper: input.paper, exam: facts.exam, cards });
  return { filename: pdfFilename('kartu-peserta', facts.exam.title, input.paper), bytes };
}
