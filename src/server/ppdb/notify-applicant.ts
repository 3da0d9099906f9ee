import type { Db } from '../db/client.ts';
import type { ppdbRegistrations } from '../db/schema/ppdb.ts';
import type { Tx } from '../audit/record-audit.ts';
import { queueMessage } from '../messaging/queue-message.ts';

type Applicant = Pick<typeof ppdbRegistrations.$inferSelect, 'schoolId' | 'registrationNumber' | 'fullName' | 'guardianPhone' | 'guardianEmail'>;
export type ApplicantStep = 'submitted' | 'verified' | 'rejected' | 'accepted' | 'not_accepted' | 'reregistered';

const TEXT: Record<ApplicantStep, (a: Applicant, extra: Extra) => string> = {
  submitted: (a, x) =>
    `Pendaftaran ${a.fullName} di ${x.schoolName ?? 'sekolah'} (${x.periodName ?? 'PPDB'}) diterima dengan nomor ${a.registrationNumber}. Simpan nomor ini untuk memeriksa status.`,
  verified: (a) => `Berkas pendaftaran ${a.fullName} (${a.registrationNumber}) sudah diverifikasi. Hasil seleksi diumumkan sesuai jadwal.`,
  rejected: (a, x) =>
    `Berkas pendaftaran ${a.fullName} (${a.registrationNumber}) belum memenuhi syarat${x.note ? `: ${x.note}` : ''}. Silakan hubungi panitia PPDB.`,
  accepted: (a) => `Selamat, ${a.fullName} (${a.registrationNumber}) DITERIMA. Silakan melakukan daftar ulang sesuai jadwal.`,
  not_accepted: (a) => `Mohon maaf, ${a.fullName} (${a.registrationNumber}) belum diterima pada seleksi ini. Terima kasih telah mendaftar.`,
  reregistered: (a) => `Daftar ulang ${a.fullName} (${a.registrationNumber}) selesai. Selamat bergabung sebagai peserta didik baru.`,
};

interface Extra {
  schoolName?: string;
  periodName?: string;
  note?: string | null;
}

/**
 * Tells the family of one step by WhatsApp (and email when given) through the messaging layer: outbox by
 * default, the school's provider when it chose one (docs/decisions/0010-messaging.md). Written in the step's own
 * transaction, so a step is never stored without its message nor a message sent for a step that failed.
 */
export async function notifyApplicant(tx: Tx | Db, applicant: Applicant, step: ApplicantStep, extra: Extra = {}): Promise<void> {
  const body = TEXT[step](applicant, extra);
  const db = tx as unknown as Db;
  await queueMessage(db, { schoolId: applicant.schoolId, channel: 'whatsapp', to: applicant.guardianPhone, body });
  if (applicant.guardianEmail) {
    await queueMessage(db, {
      schoolId: applicant.schoolId,
      channel: 'email',
      to: applicant.guardianEmail,
      subject: `PPDB ${applicant.registrationNumber}`,
      body,
    });
  }
}
