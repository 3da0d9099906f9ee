import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/users.ts';
import { schools } from '../schema/schools.ts';
import {
  allowanceTypes,
  employeeAllowances,
  employeeAppendices,
  employeeGroups,
  employeeRecords,
  employeeStatuses,
  employeeTypes,
  payrollMonths,
} from '../schema/staff.ts';
import { draftMonth } from '../../staff/payroll.ts';
import { saveBytes } from '../../files/save-file.ts';
import { simplePdf } from '../../exams/platform/simple-pdf.ts';
import { DEMO_SCHOOL } from './demo-accounts.ts';

/** Golongan II/a to IV/b with gaji pokok near PP 15/2019's top-of-range figures, whole rupiah. */
const GROUPS: [string, string, number][] = [
  ['II/a', 'Pengatur Muda', 2_184_000],
  ['II/b', 'Pengatur Muda Tingkat I', 2_385_000],
  ['II/c', 'Pengatur', 2_485_000],
  ['II/d', 'Pengatur Tingkat I', 2_590_000],
  ['III/a', 'Penata Muda', 2_785_000],
  ['III/b', 'Penata Muda Tingkat I', 2_903_000],
  ['III/c', 'Penata', 3_026_000],
  ['III/d', 'Penata Tingkat I', 3_154_000],
  ['IV/a', 'Pembina', 3_287_000],
  ['IV/b', 'Pembina Tingkat I', 3_426_000],
];
const TYPES = ['Guru Mapel', 'Guru BK', 'Kepala Sekolah', 'Tenaga Administrasi', 'Pustakawan'];
const STATUSES = ['PNS', 'PPPK', 'GTY/PTY', 'GTT/PTT'];
const ALLOWANCES: [string, 'allowance' | 'deduction', number][] = [
  ['Tunjangan keluarga', 'allowance', 250_000],
  ['Tunjangan jabatan', 'allowance', 500_000],
  ['Tunjangan transport', 'allowance', 300_000],
  ['BPJS Kesehatan', 'deduction', 30_000],
  ['Iuran koperasi', 'deduction', 50_000],
];
const TYPE_OF: Record<string, string> = { '3': 'Guru Mapel', '4': 'Kepala Sekolah', '10': 'Pustakawan' };
const POSITION_OF: Record<string, string> = {
  '2': 'Operator Dapodik',
  '3': 'Guru Mapel',
  '4': 'Kepala Sekolah',
  '9': 'Kepala Tata Usaha',
  '10': 'Kepala Perpustakaan',
  '11': 'Bendahara',
};

/**
 * SMK Demo's staff records (issue 19): the lists, 20 employees with rank, TMT, SK, allowances and deductions,
 * two with a dual position, and last month's payroll, closed. Only when the school has no ranks yet.
 */
export async function seedDemoStaff(db: Db): Promise<void> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, DEMO_SCHOOL));
  if (!school) return;
  const schoolId = school.id;
  const [{ n }] = await db.select({ n: count() }).from(employeeGroups).where(eq(employeeGroups.schoolId, schoolId));
  if (n > 0) return;
  await db.transaction(async (tx) => {
    const groups = await tx
      .insert(employeeGroups)
      .values(GROUPS.map(([code, name, baseSalary]) => ({ schoolId, code, name, baseSalary })))
      .returning();
    const types = await tx
      .insert(employeeTypes)
      .values(TYPES.map((name) => ({ schoolId, name })))
      .returning();
    const statuses = await tx
      .insert(employeeStatuses)
      .values(STATUSES.map((name) => ({ schoolId, name })))
      .returning();
    const kinds = await tx
      .insert(allowanceTypes)
      .values(ALLOWANCES.map(([name, kind, amount]) => ({ schoolId, name, kind, amount })))
      .returning();
    const people = await tx
      .select({ id: users.id, type: users.userTypeId })
      .from(users)
      .where(and(eq(users.schoolId, schoolId), inArray(users.userTypeId, ['2', '3', '4', '9', '10', '11'])))
      .orderBy(asc(users.userTypeId), asc(users.id))
      .limit(20);
    const byName = <T extends { name: string }>(list: T[], name: string) => list.find((x) => x.name === name)!;
    await tx.insert(employeeRecords).values(
      people.map((p, i) => {
        const group = groups[(i * 3) % groups.length];
        const year = 2005 + (i % 15);
        const positions = [POSITION_OF[p.type] ?? 'Guru Mapel', ...(i === 5 ? ['Wakasek Kurikulum'] : i === 8 ? ['Kepala Program Keahlian'] : [])];
        return {
          userId: p.id,
          schoolId,
          typeId: byName(types, TYPE_OF[p.type] ?? (p.type === '3' ? 'Guru Mapel' : 'Tenaga Administrasi')).id,
          statusId: statuses[i % statuses.length].id,
          groupId: group.id,
          groupSince: `${year + 4}-04-01`,
          skNumber: `800/${100 + i}/SMKDEMO/${year}`,
          appointedSince: `${year}-07-01`,
          qualification: p.type === '3' || p.type === '4' ? 'S1 Pendidikan' : 'D3',
          certified: p.type === '3' && i % 2 === 0,
          certificateNumber: p.type === '3' && i % 2 === 0 ? `1${String(9_000_000_000 + i).slice(0, 10)}` : null,
          nrg: p.type === '3' && i % 2 === 0 ? `99${String(1_000_000_000 + i * 7919).slice(0, 10)}` : null,
          positions,
          baseSalary: i % 4 === 3 ? 1_800_000 : null,
        };
      }),
    );
    await tx.insert(employeeAllowances).values(
      people.flatMap((p, i) =>
        kinds
          .filter((k) => k.kind === 'deduction' || k.name !== 'Tunjangan jabatan' || ['4', '9', '11'].includes(p.type) || i === 5 || i === 8)
          .filter((k) => k.name !== 'Tunjangan keluarga' || i % 3 !== 1)
          .map((k) => ({ schoolId, userId: p.id, allowanceTypeId: k.id, amount: k.amount })),
      ),
    );
    const now = new Date(Date.now() + 7 * 3600_000);
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    const monthId = await draftMonth(tx as unknown as Db, schoolId, last);
    await tx.update(payrollMonths).set({ status: 'closed', closedAt: new Date() }).where(eq(payrollMonths.id, monthId));
  });
}

/**
 * SMK Demo's employee appendices (issue 19): guru@'s SK and diploma (his educator certificate when his record says
 * certified), the principal's assignment SK and the operator's diploma, uploaded by staf@, each with a PDF in the
 * upload path's table (files need the files directory; without it, as in the tests, an appendix has no file yet).
 * Only when the school has no appendix, so an existing demo database gets them too.
 */
export async function seedDemoAppendices(db: Db, filesDir?: string): Promise<void> {
  const [school] = await db.select({ id: schools.id, name: schools.name }).from(schools).where(eq(schools.slug, DEMO_SCHOOL));
  if (!school) return;
  const schoolId = school.id;
  const [{ n }] = await db.select({ n: count() }).from(employeeAppendices).where(eq(employeeAppendices.schoolId, schoolId));
  if (n > 0) return;
  const people = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      sk: employeeRecords.skNumber,
      since: employeeRecords.appointedSince,
      certified: employeeRecords.certified,
      certificate: employeeRecords.certificateNumber,
    })
    .from(users)
    .innerJoin(employeeRecords, eq(employeeRecords.userId, users.id))
    .where(and(eq(users.schoolId, schoolId), inArray(users.email, ['guru@demo.sch.id', 'kepsek@demo.sch.id', 'admin@demo.sch.id'])));
  const [uploader] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'staf@demo.sch.id'));
  const who = (email: string) => people.find((p) => p.email === email);
  const guru = who('guru@demo.sch.id');
  const kepsek = who('kepsek@demo.sch.id');
  const operator = who('admin@demo.sch.id');
  type Row = { userId: number; fullName: string; kind: 'SK' | 'Sertifikat' | 'Ijazah'; title: string; documentNumber: string; documentDate: string };
  const rows: Row[] = [];
  if (guru) {
    rows.push({
      userId: guru.id,
      fullName: guru.fullName,
      kind: 'SK',
      title: 'SK Pengangkatan Guru Tetap Yayasan',
      documentNumber: guru.sk ?? '800/103/SMKDEMO/2008',
      documentDate: guru.since ?? '2008-07-01',
    });
    rows.push(
      guru.certified && guru.certificate
        ? {
            userId: guru.id,
            fullName: guru.fullName,
            kind: 'Sertifikat',
            title: 'Sertifikat Pendidik Bidang Studi Matematika',
            documentNumber: guru.certificate,
            documentDate: '2016-12-15',
          }
        : {
            userId: guru.id,
            fullName: guru.fullName,
            kind: 'Ijazah',
            title: 'Ijazah S1 Pendidikan Matematika',
            documentNumber: 'UNY/S1/PMAT/2006/0312',
            documentDate: '2006-09-23',
          },
    );
  }
  if (kepsek)
    rows.push({
      userId: kepsek.id,
      fullName: kepsek.fullName,
      kind: 'SK',
      title: 'SK Penugasan Kepala Sekolah',
      documentNumber: '421.5/045/YPDN/2024',
      documentDate: '2024-07-01',
    });
  if (operator)
    rows.push({
      userId: operator.id,
      fullName: operator.fullName,
      kind: 'Ijazah',
      title: 'Ijazah D3 Manajemen Informatika',
      documentNumber: 'D3/MI/2011/00417',
      documentDate: '2011-09-12',
    });
  if (rows.length === 0) return;
  const fileIds: (string | null)[] = [];
  for (const [i, r] of rows.entries()) {
    if (!filesDir) {
      fileIds.push(null);
      continue;
    }
    const bytes = simplePdf(r.title, [
      school.name,
      `Nomor: ${r.documentNumber}`,
      `Tanggal: ${r.documentDate}`,
      `Atas nama: ${r.fullName}`,
      'Salinan sesuai aslinya (dokumen contoh data demo).',
    ]);
    const saved = await saveBytes(db, filesDir, bytes, {
      schoolId,
      kind: 'employee_document',
      mime: 'application/pdf',
      originalName: `lampiran-${i + 1}.pdf`,
      createdBy: uploader?.id ?? null,
    });
    fileIds.push(saved.id);
  }
  await db.insert(employeeAppendices).values(rows.map(({ fullName: _name, ...r }, i) => ({ ...r, schoolId, fileId: fileIds[i] })));
}
