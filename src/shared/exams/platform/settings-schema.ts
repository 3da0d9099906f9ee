/** The school's exam rules as forms send them; shared by the forms (messages) and the API (422). */
import { z } from 'zod';
import { RESULT_VISIBILITY } from '../access.ts';

/** Defaults for new schedules (examination/setting-global). */
export const examDefaultsSchema = z.object({
  defaultDurationMinutes: z.number().int().min(1, 'Minimal 1 menit.').max(600, 'Maksimal 600 menit.'),
  defaultShuffleQuestions: z.boolean(),
  defaultShuffleOptions: z.boolean(),
  defaultResultVisibility: z.enum(RESULT_VISIBILITY, { error: 'Pilih kapan hasil ditampilkan.' }),
  defaultTokenRequired: z.boolean(),
  defaultRecordLeave: z.boolean(),
});
export type ExamDefaults = z.output<typeof examDefaultsSchema>;

/** What a school without a settings row uses: the columns' defaults in src/server/db/schema/exam-platform.ts. */
export const EXAM_DEFAULTS: ExamDefaults = {
  defaultDurationMinutes: 90,
  defaultShuffleQuestions: true,
  defaultShuffleOptions: true,
  defaultResultVisibility: 'after_window',
  defaultTokenRequired: true,
  defaultRecordLeave: true,
};

/** "Tampilkan Hasil Ujian" (examination/global-show-exam). */
export const resultsSwitchSchema = z.object({ resultsShown: z.boolean() });

/**
 * The ways into an exam, decided by what a request carries (never by the user agent): a student's portal
 * session (bearer), the schools' mobile apps (a signed /webpageujian link, X-Exam-Link), Safe Exam Browser
 * (its key hashes, checked against the schedule's and the school's keys).
 */
export const EXAM_WAYS = ['portal', 'app', 'seb'] as const;
export type ExamWay = (typeof EXAM_WAYS)[number];
export const EXAM_WAY_LABELS: Record<ExamWay, string> = {
  portal: 'Portal (browser)',
  app: 'Aplikasi sekolah',
  seb: 'Safe Exam Browser',
};

export const examWaysSchema = z.object({
  allowedPlatforms: z
    .array(z.enum(EXAM_WAYS))
    .min(1, 'Minimal satu jalur masuk harus tetap aktif.')
    .transform((ways) => EXAM_WAYS.filter((w) => ways.includes(w))),
});

/** "Ujian ini hanya dapat dikerjakan lewat Portal (browser) atau Aplikasi sekolah." */
export function waysRefusal(allowed: readonly string[]): string {
  const names = EXAM_WAYS.filter((w) => allowed.includes(w)).map((w) => EXAM_WAY_LABELS[w]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} atau ${names.at(-1)}` : (names[0] ?? '-');
  return `Sekolah menutup jalur masuk ini untuk ujian. Ujian hanya dapat dikerjakan lewat ${list}.`;
}
