import { and, eq } from 'drizzle-orm';
import type { Content } from 'pdfmake/interfaces';
import type { Paper } from '../../shared/documents/paper.ts';
import { cards } from '../db/schema/attendance.ts';
import { sections } from '../db/schema/master.ts';
import { cardSheets } from '../documents/card-sheets.ts';
import { renderPdf } from '../documents/engine.ts';
import { pdfFilename, type PdfFile } from '../documents/pdf-file.ts';
import { schoolDocument } from '../documents/school-document.ts';
import { loadSchoolProfile } from '../documents/school-profile.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { requireAttendance } from './guard.ts';
import { sectionStudents } from './sections.ts';

/**
 * GET /api/attendance/cards/:id/cards.pdf (/generatepicture): a rombel's attendance cards to print and cut, each
 * with a QR code of the student's PIN (the RFID card number when they have one, else the NIS), which a scanner at
 * a gate tablet reads into the same intake as the machines.
 */
export async function attendanceCardsPdf({ ctx, id, paper }: { ctx: SessionContext; id: number; paper: Paper }): Promise<PdfFile> {
  requireAttendance(ctx, 'devices.manage');
  const [section] = await ctx.db
    .select({ id: sections.id, name: sections.name })
    .from(sections)
    .where(and(eq(sections.schoolId, ctx.session.schoolId), eq(sections.id, id)));
  if (!section) throw notFound('Rombel tidak ditemukan.');
  const [school, students, cardRows] = await Promise.all([
    loadSchoolProfile(ctx.db, ctx.session.schoolId),
    sectionStudents(ctx.db, [id]),
    ctx.db.select({ userId: cards.userId, number: cards.cardNumber }).from(cards).where(eq(cards.schoolId, ctx.session.schoolId)),
  ]);
  const cardOf = new Map(cardRows.map((c) => [c.userId, c.number]));
  const items = students.map((s) => ({ name: s.fullName, nis: s.nis, pin: cardOf.get(s.id) ?? s.nis ?? '' }));
  const render = (item: (typeof items)[number]): Content =>
    ({
      columns: [
        {
          stack: [
            { text: school.name, bold: true, fontSize: 8 },
            { text: 'KARTU PRESENSI', fontSize: 7, margin: [0, 0, 0, 4] },
            { text: item.name, bold: true, fontSize: 10 },
            { text: `NIS ${item.nis ?? '-'}`, fontSize: 8 },
            { text: section.name, fontSize: 8 },
          ],
          width: '*',
        },
        item.pin ? ({ qr: item.pin, fit: 70, eccLevel: 'M', width: 70 } as Content) : { text: 'PIN belum ada', fontSize: 7, width: 70 },
      ],
      columnGap: 6,
    }) as Content;
  const sheets = cardSheets(items, { perRow: 2, rowsPerPage: 5, height: 118, dashed: true, empty: 'Rombel ini belum punya siswa.' }, render);
  const bytes = await renderPdf(schoolDocument({ title: `Kartu Presensi ${section.name}`, paper, school, sections: sheets, withKop: false }));
  return { filename: pdfFilename('kartu-presensi', section.name, paper), bytes };
}
