/**
 * The printable documents (issue 12, item 4): each answers application/pdf as a download, rendered by the one
 * pipeline (src/server/documents/). Who may download is who may see the screen the document comes from.
 */
import { z } from 'zod';
import { defineContract } from './contract.ts';
import { pdfFile } from './file-answers.ts';
import { pathIdSchema } from './common.ts';
import { paperQuery } from '../documents/paper.ts';

const scheduleParams = z.object({ id: pathIdSchema });
// No 0/O, 1/l/I: the password is read off a printed card.
export const INITIAL_PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** What a first password looks like, for the account cards that print it back. */
export const INITIAL_PASSWORD = new RegExp(`^[${INITIAL_PASSWORD_ALPHABET}]{8}$`);
/** The most cards one download carries: a few rombels' worth; a whole school's batch is a job's work. */
export const ACCOUNT_CARDS_MAX = 400;

export const accountCardsPdfContract = defineContract({
  name: 'documents.accountCards',
  method: 'POST',
  path: '/api/master/students/account-cards.pdf',
  auth: 'session',
  input: paperQuery.extend({
    cards: z
      .array(z.object({ id: z.number().int().positive().max(2_147_483_647), password: z.string().regex(INITIAL_PASSWORD, 'Password awal tidak dikenali.') }), {
        error: 'Daftar kartu tidak valid.',
      })
      .min(1, 'Belum ada kartu untuk dicetak.')
      .max(ACCOUNT_CARDS_MAX, `Paling banyak ${ACCOUNT_CARDS_MAX} kartu sekali unduh.`),
  }),
  ...pdfFile,
  tag: 'Dokumen',
  access: 'yang boleh mengubah data siswa',
  summary: 'Kartu Akun: password awal yang baru dibuat dicetak kembali (nama dan rombel dibaca ulang dari data sekolah).',
});

export const attendanceListPdfContract = defineContract({
  name: 'documents.attendanceList',
  method: 'GET',
  path: '/api/exams/schedules/:id/attendance-list.pdf',
  auth: 'session',
  params: scheduleParams,
  input: paperQuery,
  ...pdfFile,
  tag: 'Dokumen',
  access: 'yang boleh melihat hasil ujian',
  summary: 'Daftar Hadir ujian per ruang, urut tempat duduk.',
});

export const participantCardsPdfContract = defineContract({
  name: 'documents.participantCards',
  method: 'GET',
  path: '/api/exams/schedules/:id/participant-cards.pdf',
  auth: 'session',
  params: scheduleParams,
  input: paperQuery,
  ...pdfFile,
  tag: 'Dokumen',
  access: 'yang boleh melihat hasil ujian',
  summary: 'Kartu Peserta ujian: nama, NISN, nama pengguna, ruang dan sesi.',
});

export const examRecordPdfContract = defineContract({
  name: 'documents.examRecord',
  method: 'GET',
  path: '/api/exams/schedules/:id/exam-record.pdf',
  auth: 'session',
  params: scheduleParams,
  input: paperQuery.extend({
    /** Notes typed before printing; without them the record has dotted lines to write on. */
    notes: z.string().trim().max(1000, 'Catatan paling banyak 1000 karakter.').optional(),
  }),
  ...pdfFile,
  tag: 'Dokumen',
  access: 'yang boleh melihat hasil ujian',
  summary: 'Berita Acara ujian per ruang: hadir dan tidak hadir dari percobaan, catatan, tanda tangan proktor dan kepala sekolah.',
});
