/**
 * Gathers what each library document prints, with the library's guards, and hands it to the pure renderers:
 * member cards (a rombel, the staff, or listed codes), spine labels (listed barcodes or a period's new copies),
 * and the accession register of a period.
 */
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { Paper } from '../../../shared/documents/paper.ts';
import { MAX_CARDS, MAX_LABELS } from '../../../shared/api/library/documents.ts';
import { memberCode, memberIdOf } from '../../../shared/library/permissions.ts';
import { classMaps, sections, studentProfiles } from '../../db/schema/master.ts';
import { users } from '../../db/schema/users.ts';
import { libraryBooks, libraryItems, librarySettings } from '../../db/schema/library.ts';
import { pdfFilename, type PdfFile } from '../../documents/pdf-file.ts';
import { loadSchoolProfile } from '../../documents/school-profile.ts';
import type { SessionContext } from '../../http/context.ts';
import { validationError } from '../../http/errors.ts';
import { requireLibrary } from '../guard.ts';
import { ensureLibrary } from '../members.ts';
import { addDays, todayIn } from '../dates.ts';
import { periodOf } from '../reports/index.ts';
import { renderMemberCards } from './member-cards.ts';
import { renderSpineLabels } from './spine-labels.ts';
import { renderAccessionRegister } from './accession-register.ts';

const STAFF_TYPES = ['2', '3', '4', '7', '8', '9', '10', '11', '12'];
const STATUS = { available: 'Tersedia', on_loan: 'Dipinjam', missing: 'Hilang', damaged: 'Rusak' } as Record<string, string>;
const splitCodes = (raw: string | undefined) => [
  ...new Set(
    (raw ?? '')
      .split(/[\s,]+/)
      .map((c) => c.trim())
      .filter(Boolean),
  ),
];

async function libraryHeader(ctx: SessionContext) {
  await ensureLibrary(ctx.db, ctx.session.schoolId);
  const [settings] = await ctx.db.select().from(librarySettings).where(eq(librarySettings.schoolId, ctx.session.schoolId));
  const school = await loadSchoolProfile(ctx.db, ctx.session.schoolId);
  return { settings, school, libraryName: settings.libraryName || `Perpustakaan ${school.name}` };
}

/** GET /api/library/cards/groups */
export async function cardGroups({ ctx }: { ctx: SessionContext }) {
  requireLibrary(ctx, 'library.manage');
  const { schoolId, academicYearId } = ctx.session;
  const rows =
    academicYearId === null
      ? []
      : await ctx.db
          .select({ id: sections.id, name: sections.name, members: sql<number>`count(${classMaps.id})::int` })
          .from(sections)
          .leftJoin(classMaps, eq(classMaps.sectionId, sections.id))
          .where(and(eq(sections.schoolId, schoolId), eq(sections.academicYearId, academicYearId)))
          .groupBy(sections.id, sections.name)
          .orderBy(asc(sections.name));
  const [staff] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.isActive, true), inArray(users.userTypeId, STAFF_TYPES)));
  return { sections: rows, staff: staff.n };
}

/** GET /api/library/cards.pdf */
export async function memberCardsPdf({
  ctx,
  input,
}: {
  ctx: SessionContext;
  input: { paper: Paper; group: 'section' | 'staff' | 'codes'; sectionId?: number; codes?: string };
}): Promise<PdfFile> {
  requireLibrary(ctx, 'library.manage');
  const { schoolId, academicYearId } = ctx.session;
  let where;
  let subject: string;
  if (input.group === 'section') {
    if (!input.sectionId) throw validationError({ sectionId: ['Pilih rombel.'] });
    const [section] = await ctx.db
      .select({ name: sections.name })
      .from(sections)
      .where(and(eq(sections.schoolId, schoolId), eq(sections.id, input.sectionId)));
    if (!section) throw validationError({ sectionId: ['Rombel tidak ditemukan.'] });
    where = sql`${users.id} in (select ${classMaps.userId} from ${classMaps} where ${classMaps.sectionId} = ${input.sectionId})`;
    subject = section.name;
  } else if (input.group === 'staff') {
    where = inArray(users.userTypeId, STAFF_TYPES);
    subject = 'guru-pegawai';
  } else {
    const codes = splitCodes(input.codes);
    const ids = codes.map(memberIdOf);
    if (codes.length === 0) throw validationError({ codes: ['Isi paling sedikit satu kode anggota.'] });
    const bad = codes.filter((_, i) => ids[i] === null);
    if (bad.length) throw validationError({ codes: [`Bukan kode anggota: ${bad.slice(0, 5).join(', ')}.`] });
    where = inArray(users.id, ids as number[]);
    subject = 'anggota';
  }
  const rows = await ctx.db
    .select({ id: users.id, fullName: users.fullName, type: users.userTypeId, nis: studentProfiles.nis, section: sections.name })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(classMaps, and(eq(classMaps.userId, users.id), academicYearId === null ? sql`false` : eq(classMaps.academicYearId, academicYearId)))
    .leftJoin(sections, eq(sections.id, classMaps.sectionId))
    .where(and(eq(users.schoolId, schoolId), eq(users.isActive, true), inArray(users.userTypeId, ['5', ...STAFF_TYPES]), where))
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(MAX_CARDS + 1);
  if (rows.length > MAX_CARDS) throw validationError({ group: [`Paling banyak ${MAX_CARDS} kartu sekali unduh; pilih satu rombel.`] });
  if (input.group === 'codes' && rows.length === 0) throw validationError({ codes: ['Tidak ada anggota sekolah ini dengan kode tersebut.'] });
  const { settings, school, libraryName } = await libraryHeader(ctx);
  const valid = addDays(todayIn(), Math.round(settings.cardValidMonths * 30.44));
  const bytes = await renderMemberCards({
    school,
    paper: input.paper,
    libraryName,
    headName: settings.headName,
    validUntil: new Intl.DateTimeFormat('id-ID', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${valid}T00:00:00Z`)),
    cards: rows.map((r) => ({
      code: memberCode(r.id),
      fullName: r.fullName,
      nis: r.nis,
      group: r.type === '5' ? (r.section ? `Siswa ${r.section}` : 'Siswa') : 'Guru dan Pegawai',
    })),
  });
  return { filename: pdfFilename('kartu-anggota', subject, input.paper), bytes };
}

/** GET /api/library/labels.pdf */
export async function spineLabelsPdf({
  ctx,
  input,
}: {
  ctx: SessionContext;
  input: { paper: Paper; barcodes?: string; from?: string; to?: string };
}): Promise<PdfFile> {
  requireLibrary(ctx, 'library.manage');
  const schoolId = ctx.session.schoolId;
  const codes = splitCodes(input.barcodes);
  if (codes.length === 0 && !input.from) throw validationError({ barcodes: ['Isi kode eksemplar, atau pilih tanggal masuk.'] });
  const period = codes.length ? null : periodOf({ from: input.from, to: input.to });
  const rows = await ctx.db
    .select({ barcode: libraryItems.barcode, callNumber: libraryBooks.callNumber, ddc: libraryBooks.ddc, title: libraryBooks.title })
    .from(libraryItems)
    .innerJoin(libraryBooks, eq(libraryBooks.id, libraryItems.bookId))
    .where(and(eq(libraryItems.schoolId, schoolId), period ? between(libraryItems.acquiredOn, period.from, period.to) : inArray(libraryItems.barcode, codes)))
    .orderBy(asc(libraryItems.accessionNo))
    .limit(MAX_LABELS + 1);
  if (rows.length > MAX_LABELS) throw validationError({ from: [`Paling banyak ${MAX_LABELS} label sekali unduh; persempit periodenya.`] });
  if (codes.length) {
    const found = new Set(rows.map((r) => r.barcode));
    const missing = codes.filter((c) => !found.has(c));
    if (missing.length) throw validationError({ barcodes: [`Kode eksemplar tidak ditemukan: ${missing.slice(0, 5).join(', ')}.`] });
  }
  const { school, libraryName } = await libraryHeader(ctx);
  const bytes = await renderSpineLabels({ school, paper: input.paper, libraryName, labels: rows });
  return { filename: pdfFilename('label-buku', period ? `${period.from}-${period.to}` : 'pilihan', input.paper), bytes };
}

/** GET /api/library/register.pdf */
export async function registerPdf({ ctx, input }: { ctx: SessionContext; input: { paper: Paper; from?: string; to?: string } }): Promise<PdfFile> {
  requireLibrary(ctx, 'library.reports');
  const { from, to } = periodOf({ from: input.from ?? `${todayIn().slice(0, 4)}-01-01`, to: input.to });
  const rows = await registerRows(ctx, from, to, 3001);
  if (rows.length > 3000) throw validationError({ to: ['Paling banyak 3.000 eksemplar sekali cetak; persempit periodenya.'] });
  const { settings, school, libraryName } = await libraryHeader(ctx);
  const period = `${from} s.d. ${to}`;
  const bytes = await renderAccessionRegister({
    school,
    paper: input.paper,
    libraryName,
    period,
    headName: settings.headName,
    headNip: settings.headNip,
    rows,
  });
  return { filename: pdfFilename('buku-induk', `${from}-${to}`, input.paper), bytes };
}

export async function registerRows(ctx: SessionContext, from: string, to: string, limit: number) {
  const rows = await ctx.db
    .select({
      accessionNo: libraryItems.accessionNo,
      acquiredOn: libraryItems.acquiredOn,
      title: libraryBooks.title,
      authors: libraryBooks.authors,
      publisher: libraryBooks.publisher,
      year: libraryBooks.publishYear,
      source: libraryItems.source,
      callNumber: libraryBooks.callNumber,
      status: libraryItems.status,
    })
    .from(libraryItems)
    .innerJoin(libraryBooks, eq(libraryBooks.id, libraryItems.bookId))
    .where(and(eq(libraryItems.schoolId, ctx.session.schoolId), between(libraryItems.acquiredOn, from, to)))
    .orderBy(asc(libraryItems.accessionNo), asc(libraryItems.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, status: STATUS[r.status] ?? r.status }));
}
