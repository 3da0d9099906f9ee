import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { examAllowedApps, examFiles, examSchoolSettings } from '../schema/exam-platform.ts';
import { schools } from '../schema/schools.ts';
import { users } from '../schema/users.ts';
import { simplePdf } from '../../exams/platform/simple-pdf.ts';
import { DEMO_SCHOOL } from './demo-accounts.ts';

/** The demo lab's Safe Exam Browser Config Key (SHA-256 hex, as SEB shows it under "Config Key"). */
export const DEMO_SEB_CONFIG_KEY = '5f3c8e9a1b2d4c6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e';
const GUIDE_TITLE = 'Panduan Pengawas Ujian Berbasis Komputer';

/**
 * Demo data of the "platform" exam family (issue 7), after seedDemoExams: the demo school's exam rules, one
 * whitelisted Safe Exam Browser key and a proctor's guide (a real PDF) published to every school.
 * Idempotent: adds nothing when already there.
 */
export async function seedDemoExamPlatform(db: Db): Promise<void> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, DEMO_SCHOOL));
  if (!school) return;
  const [superadmin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'superadmin@demo.sch.id'));
  await db.transaction(async (tx) => {
    await tx
      .insert(examSchoolSettings)
      .values({
        schoolId: school.id,
        defaultDurationMinutes: 90,
        defaultResultVisibility: 'after_window',
        resultsShown: true,
        allowedPlatforms: ['portal', 'app', 'seb'],
      })
      .onConflictDoNothing();
    const [app] = await tx.select({ id: examAllowedApps.id }).from(examAllowedApps).where(eq(examAllowedApps.schoolId, school.id)).limit(1);
    if (!app) {
      await tx.insert(examAllowedApps).values({
        schoolId: school.id,
        name: 'Safe Exam Browser Lab Komputer 1',
        platform: 'windows',
        configKey: DEMO_SEB_CONFIG_KEY,
        notes: 'Konfigurasi ujian.seb di 30 PC lab; perbarui kunci bila berkas .seb diubah.',
      });
    }
    const [file] = await tx
      .select({ id: examFiles.id })
      .from(examFiles)
      .where(and(isNull(examFiles.schoolId), eq(examFiles.title, GUIDE_TITLE)));
    if (!file) {
      const content = simplePdf(GUIDE_TITLE, [
        '1. Datang 30 menit sebelum ujian; nyalakan dan periksa semua komputer.',
        '2. Bacakan tata tertib; ponsel siswa dikumpulkan di meja pengawas.',
        '3. Umumkan token ujian saat jadwal dibuka, bukan sebelumnya.',
        '4. Pantau status peserta di menu Monitoring; catat siswa yang keluar halaman.',
        '5. Bila listrik atau jaringan terputus, jawaban yang tersimpan tidak hilang.',
        '6. Setelah waktu habis, pastikan semua peserta berstatus Selesai.',
      ]);
      await tx.insert(examFiles).values({
        schoolId: null,
        title: GUIDE_TITLE,
        fileName: 'panduan-pengawas-ujian.pdf',
        mimeType: 'application/pdf',
        size: content.length,
        content,
        uploadedBy: superadmin?.id ?? null,
      });
    }
  });
}
