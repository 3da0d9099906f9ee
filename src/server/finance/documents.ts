import type { Content } from 'pdfmake/interfaces';
import { eq } from 'drizzle-orm';
import type { Paper } from '../../shared/documents/paper.ts';
import { PAYMENT_METHOD_LABELS, periodLabel, rupiah } from '../../shared/finance/permissions.ts';
import { users } from '../db/schema/users.ts';
import { finSettings } from '../db/schema/finance.ts';
import { renderPdf } from '../documents/engine.ts';
import { pdfFilename, type PdfFile } from '../documents/pdf-file.ts';
import { schoolDocument } from '../documents/school-document.ts';
import { loadSchoolProfile } from '../documents/school-profile.ts';
import { signatures } from '../documents/signature.ts';
import { table } from '../documents/table.ts';
import type { SessionContext } from '../http/context.ts';
import { arrearsOf } from './arrears.ts';
import { requireFinance, today } from './guard.ts';
import { getPayment } from './payments.ts';
import { studentOf } from './students.ts';
import { spellRupiah } from './terbilang.ts';

/** Who signs: the treasurer named in the finance settings, else the bendahara printing it. */
async function bendaharaName(ctx: SessionContext): Promise<string | null> {
  const [settings] = await ctx.db.select({ name: finSettings.treasurerName }).from(finSettings).where(eq(finSettings.schoolId, ctx.session.schoolId));
  if (settings?.name) return settings.name;
  const [row] = await ctx.db.select({ name: users.fullName, type: users.userTypeId }).from(users).where(eq(users.id, ctx.session.userId));
  return row?.type === '11' ? row.name : null;
}

async function receiptNote(ctx: SessionContext): Promise<Content[]> {
  const [settings] = await ctx.db.select({ note: finSettings.receiptNote }).from(finSettings).where(eq(finSettings.schoolId, ctx.session.schoolId));
  return settings?.note ? [{ text: settings.note, italics: true, fontSize: 8, margin: [0, 8, 0, 0] }] : [];
}

/** GET /api/finance/payments/:id/receipt.pdf: the kuitansi under the kop, with its running number and the amount in words. */
export async function receiptPdf({ ctx, id, paper }: { ctx: SessionContext; id: number; paper: Paper }): Promise<PdfFile> {
  const p = await getPayment({ ctx, id });
  const school = await loadSchoolProfile(ctx.db, ctx.session.schoolId);
  const section: Content[] = [
    { text: p.status === 'cancelled' ? 'KUITANSI (DIBATALKAN)' : 'KUITANSI PEMBAYARAN', style: 'title' },
    { text: `No. ${p.number}`, style: 'subtitle' },
    {
      columns: [
        { text: [{ text: 'Telah terima dari: ', bold: true }, p.studentName, '\n', { text: 'Tanggal: ', bold: true }, p.date] },
        {
          text: [
            { text: 'Cara bayar: ', bold: true },
            PAYMENT_METHOD_LABELS[p.method as keyof typeof PAYMENT_METHOD_LABELS] ?? p.method,
            '\n',
            { text: 'Jurnal: ', bold: true },
            p.journalNumber,
          ],
        },
      ],
      margin: [0, 0, 0, 8],
    },
    table(
      [
        { title: 'Untuk pembayaran', width: '*' },
        { title: 'Jumlah', width: 120, align: 'right' },
      ],
      [...p.items.map((i) => [i.title, rupiah(i.amount)]), ['JUMLAH', rupiah(p.total)]],
    ),
    {
      text: [
        { text: 'Terbilang: ', bold: true },
        { text: spellRupiah(p.total), italics: true },
      ],
      margin: [0, 8, 0, 0],
    },
    ...(p.status === 'cancelled' ? [{ text: `Dibatalkan: ${p.cancelReason ?? ''}`, color: '#b00020', margin: [0, 6, 0, 0] } as Content] : []),
    { text: '', margin: [0, 12, 0, 0] },
    signatures([{ title: 'Bendahara', name: await bendaharaName(ctx) }], { place: school.place, date: new Date(), timeZone: school.timeZone }),
    ...(await receiptNote(ctx)),
  ];
  const bytes = await renderPdf(schoolDocument({ title: `Kuitansi ${p.number}`, paper, school, sections: [section] }));
  return { filename: pdfFilename('kuitansi', p.number, paper), bytes };
}

/** GET /api/finance/arrears/letter.pdf: one page per student: the unpaid invoices and a request to settle them. */
export async function arrearsLetterPdf({
  ctx,
  input,
}: {
  ctx: SessionContext;
  input: { studentIds: number[]; month?: string; paper: Paper };
}): Promise<PdfFile> {
  requireFinance(ctx, 'billing.read');
  const month = input.month ?? today().slice(0, 7);
  const school = await loadSchoolProfile(ctx.db, ctx.session.schoolId);
  const students = await Promise.all(input.studentIds.map((id) => studentOf(ctx, id)));
  const lines = await arrearsOf(ctx, input.studentIds, month);
  const sections = students.map((s): Content[] => {
    const owed = lines.filter((l) => l.studentId === s.id);
    const total = owed.reduce((sum, l) => sum + l.remaining, 0);
    return [
      { text: 'SURAT PEMBERITAHUAN TUNGGAKAN', style: 'title' },
      { text: `Sampai ${periodLabel(month)}`, style: 'subtitle' },
      {
        text: [`Kepada Yth. Orang tua/wali dari `, { text: s.fullName, bold: true }, ` (NIS ${s.nis ?? '-'}, rombel ${s.section ?? '-'}),`],
        margin: [0, 0, 0, 6],
      },
      { text: 'Dengan hormat, bersama ini kami sampaikan rincian kewajiban pembayaran sekolah yang belum diselesaikan:', margin: [0, 0, 0, 6] },
      owed.length
        ? table(
            [
              { title: 'Tagihan', width: '*' },
              { title: 'Sisa', width: 120, align: 'right' },
            ],
            [...owed.map((l) => [l.title, rupiah(l.remaining)]), ['JUMLAH', rupiah(total)]],
          )
        : { text: 'Tidak ada tunggakan.' },
      { text: total ? `Terbilang: ${spellRupiah(total)}` : '', italics: true, margin: [0, 6, 0, 6] },
      {
        text: 'Mohon kewajiban tersebut diselesaikan di loket bendahara atau melalui virtual account sekolah. Bila sudah membayar, mohon abaikan surat ini. Atas perhatian Bapak/Ibu kami ucapkan terima kasih.',
        margin: [0, 0, 0, 12],
      },
      signatures(
        [
          { title: 'Bendahara', name: null },
          { title: 'Kepala Sekolah', name: school.principalName, nip: school.principalNip },
        ],
        { place: school.place, date: new Date(), timeZone: school.timeZone },
      ),
    ];
  });
  const bytes = await renderPdf(schoolDocument({ title: 'Surat Tunggakan', paper: input.paper, school, sections }));
  return { filename: pdfFilename('surat-tunggakan', students.length === 1 ? students[0].fullName : `${students.length} siswa`, input.paper), bytes };
}
