import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pklCompanies, pklDays, pklJournals, pklPlacements } from '../db/schema/attendance.ts';
import { classes, classMaps, sections } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import { addDays, weekday } from '../../shared/attendance/school-days.ts';
import { DEFAULT_TIME_ZONE, fromZonedInput } from '../../shared/time/school-time.ts';

const COMPANIES = [
  {
    name: 'PT Maju Bersama Sejahtera',
    field: 'Akuntansi dan keuangan',
    address: 'Jl. Asia Afrika 120, Bandung',
    contactName: 'Ibu Sari Wulandari',
    contactPhone: '0812-2000-1001',
    quota: 12,
  },
  {
    name: 'KSP Sejahtera Mandiri',
    field: 'Koperasi simpan pinjam',
    address: 'Jl. Soekarno-Hatta 45, Bandung',
    contactName: 'Bapak Hendra',
    contactPhone: '0812-2000-1002',
    quota: 12,
  },
  {
    name: 'CV Kreasi Digital Nusantara',
    field: 'Administrasi perkantoran',
    address: 'Jl. Dago 88, Bandung',
    contactName: 'Ibu Maya',
    contactPhone: '0812-2000-1003',
    quota: 0,
  },
];
const TASKS = [
  'Mencatat transaksi kas harian ke buku kas dan memeriksa bukti.',
  'Membantu menyusun laporan stok gudang bersama staf administrasi.',
  'Menginput data pelanggan baru ke sistem dan merapikan arsip.',
  'Mengikuti briefing pagi lalu melayani tamu di meja depan.',
  'Membuat rekap penjualan mingguan dengan Excel dan memeriksanya bersama mentor.',
];

/**
 * The demo school's work placement: three DUDI, a grade-12 rombel placed there from four weeks ago for twelve
 * weeks with pembimbing@ (and mentor@ at the first), the students' daily check-ins and their PKL journals: older
 * days confirmed and approved, the last two days waiting for the supervisor.
 */
export async function seedDemoPkl(db: Db, schoolId: number, yearId: number, today: string): Promise<void> {
  const [section] = await db
    .select({ id: sections.id })
    .from(sections)
    .innerJoin(classes, eq(classes.id, sections.classId))
    .where(and(eq(sections.schoolId, schoolId), eq(sections.academicYearId, yearId)))
    .orderBy(desc(classes.grade), sections.name)
    .limit(1);
  const staff = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['pembimbing@demo.sch.id', 'mentor@demo.sch.id']));
  const supervisor = staff.find((s) => s.email === 'pembimbing@demo.sch.id');
  const mentor = staff.find((s) => s.email === 'mentor@demo.sch.id');
  if (!section || !supervisor) return;
  const companies = await db
    .insert(pklCompanies)
    .values(COMPANIES.map((c) => ({ schoolId, ...c })))
    .returning({ id: pklCompanies.id });
  const students = await db.select({ id: classMaps.userId }).from(classMaps).where(eq(classMaps.sectionId, section.id)).orderBy(classMaps.userId);
  const startDate = addDays(today, -28);
  const endDate = addDays(today, 56);
  const placements = await db
    .insert(pklPlacements)
    .values(
      students.map((s, i) => ({
        schoolId,
        companyId: companies[i % 3].id,
        studentId: s.id,
        supervisorId: supervisor.id,
        mentorId: i % 3 === 0 ? (mentor?.id ?? null) : null,
        startDate,
        endDate,
      })),
    )
    .returning({ id: pklPlacements.id });
  const days: (typeof pklDays.$inferInsert)[] = [];
  const journals: (typeof pklJournals.$inferInsert)[] = [];
  for (let date = startDate; date < today; date = addDays(date, 1)) {
    if (weekday(date) === 0 || weekday(date) === 6) continue;
    const recent = date >= addDays(today, -3);
    placements.forEach((p, i) => {
      const n = (i * 7 + date.charCodeAt(9)) % 23;
      const status = n === 0 ? 'S' : n === 1 ? 'I' : 'H';
      days.push({
        schoolId,
        placementId: p.id,
        date,
        status,
        checkInAt: status === 'H' ? new Date(fromZonedInput(`${date}T07:${String(40 + (i % 20)).padStart(2, '0')}`, DEFAULT_TIME_ZONE)) : null,
        source: status === 'H' ? 'student' : 'supervisor',
        confirmedBy: recent ? null : supervisor.id,
        confirmedAt: recent ? null : new Date(),
      });
      if (status === 'H' && date >= addDays(today, -8)) {
        const review = recent ? 'submitted' : i % 11 === 4 ? 'revision' : 'approved';
        journals.push({
          schoolId,
          placementId: p.id,
          date,
          activity: TASKS[(i + date.charCodeAt(9)) % TASKS.length],
          status: review,
          feedback: review === 'revision' ? 'Tambahkan apa yang kamu pelajari dari kegiatan ini.' : null,
          reviewedBy: review === 'submitted' ? null : supervisor.id,
          reviewedAt: review === 'submitted' ? null : new Date(),
        });
      }
    });
  }
  for (let i = 0; i < days.length; i += 2000) await db.insert(pklDays).values(days.slice(i, i + 2000));
  for (let i = 0; i < journals.length; i += 2000) await db.insert(pklJournals).values(journals.slice(i, i + 2000));
}
