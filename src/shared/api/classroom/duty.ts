/** Piket (issue 16): the teachers' and the class duty rosters, the duty officers' daily log and its recap. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pathIdSchema } from '../common.ts';
import { DUTY_ENTRY_KINDS, DUTY_KINDS } from '../../classroom/school-life.ts';

const TAG = 'Piket';
const dateText = z.iso.date({ message: 'Tanggal tidak valid.' });
const person = z.object({ id: z.number(), name: z.string() });

export const rosterQuery = z.object({ kind: z.enum(DUTY_KINDS).default('teacher'), sectionId: pathIdSchema.optional() });

export const getRosterContract = defineContract({
  name: 'duty.roster.get',
  method: 'GET',
  path: '/api/duty/roster',
  auth: 'session',
  input: rosterQuery,
  output: z.object({
    kind: z.enum(DUTY_KINDS),
    /** The class roster's rombel (student kind). */
    section: z.object({ id: z.number(), name: z.string() }).nullable(),
    days: z.array(z.object({ weekday: z.number(), label: z.string(), people: z.array(person.extend({ rosterId: z.number(), task: z.string().nullable() })) })),
    /** Who may be put on it: the school's teachers, or the rombel's students. */
    candidates: z.array(person),
    /** Rombel whose class roster this person may open. */
    sections: z.array(z.object({ id: z.number(), name: z.string() })),
    canEdit: z.boolean(),
    /** The signed-in person's own duty days. */
    myDays: z.array(z.number()),
  }),
  tag: TAG,
  summary: 'Jadwal piket guru per hari, atau jadwal piket kelas satu rombel.',
});

export const rosterInput = z.object({
  kind: z.enum(DUTY_KINDS),
  weekday: z.number({ message: 'Pilih hari.' }).int().min(1, 'Pilih hari Senin–Sabtu.').max(6, 'Pilih hari Senin–Sabtu.'),
  userId: pathIdSchema,
  sectionId: pathIdSchema.nullish(),
  task: z.string().trim().max(100, 'Tugas paling banyak 100 karakter.').nullish(),
});

export const addRosterContract = defineContract({
  name: 'duty.roster.add',
  method: 'POST',
  path: '/api/duty/roster',
  auth: 'session',
  input: rosterInput,
  output: z.object({ id: z.number() }),
  status: 201,
  tag: TAG,
  access: 'admin, TU; wali kelas untuk piket kelasnya',
  summary: 'Menambah seseorang ke jadwal piket pada satu hari (sudah ada di hari itu: 409).',
  example: { kind: 'teacher', weekday: 1, userId: 5, task: 'Piket pagi' },
});

export const removeRosterContract = defineContract({
  name: 'duty.roster.remove',
  method: 'DELETE',
  path: '/api/duty/roster/:id',
  auth: 'session',
  params: z.object({ id: pathIdSchema }),
  output: z.object({ id: z.number() }),
  tag: TAG,
  access: 'admin, TU; wali kelas untuk piket kelasnya',
  summary: 'Menghapus seseorang dari jadwal piket.',
});

const entry = z.object({
  id: z.number(),
  kind: z.enum(DUTY_ENTRY_KINDS),
  personName: z.string().nullable(),
  sectionName: z.string().nullable(),
  atTime: z.string().nullable(),
  description: z.string(),
  recordedByName: z.string(),
});

export const getDutyLogContract = defineContract({
  name: 'duty.log.get',
  method: 'GET',
  path: '/api/duty/log',
  auth: 'session',
  input: z.object({ date: dateText.optional() }),
  output: z.object({
    date: z.string(),
    weekdayLabel: z.string(),
    officers: z.array(person),
    summary: z.string().nullable(),
    updatedByName: z.string().nullable(),
    entries: z.array(entry),
    canWrite: z.boolean(),
  }),
  tag: TAG,
  summary: 'Jurnal piket satu hari (bawaan: hari ini di zona waktu sekolah): petugas, kejadian dan ringkasan.',
});

export const dutyEntryInput = z.object({
  date: dateText,
  kind: z.enum(DUTY_ENTRY_KINDS, { message: 'Pilih jenis catatan.' }),
  personId: pathIdSchema.nullish(),
  atTime: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3])[.:][0-5]\d$/, 'Jam ditulis 07.15.')
    .nullish()
    .or(z.literal('')),
  description: z.string().trim().min(1, 'Keterangan wajib diisi.').max(500, 'Keterangan paling banyak 500 karakter.'),
});

export const addDutyEntryContract = defineContract({
  name: 'duty.log.entries.add',
  method: 'POST',
  path: '/api/duty/log/entries',
  auth: 'session',
  input: dutyEntryInput,
  output: z.object({ id: z.number() }),
  status: 201,
  tag: TAG,
  access: 'guru piket hari itu, admin, TU',
  summary: 'Mencatat siswa terlambat, izin keluar, guru berhalangan atau kejadian pada jurnal piket.',
  example: { date: '2026-11-24', kind: 'late', personId: 31, atTime: '07.20', description: 'Ban sepeda bocor.' },
});

export const saveDutySummaryContract = defineContract({
  name: 'duty.log.summary',
  method: 'PUT',
  path: '/api/duty/log',
  auth: 'session',
  input: z.object({ date: dateText, summary: z.string().trim().min(1, 'Ringkasan wajib diisi.').max(2000, 'Ringkasan paling banyak 2000 karakter.') }),
  output: z.object({ date: z.string() }),
  tag: TAG,
  access: 'guru piket hari itu, admin, TU',
  summary: 'Menyimpan ringkasan akhir hari jurnal piket.',
});

export const dutyRecapContract = defineContract({
  name: 'duty.recap',
  method: 'GET',
  path: '/api/duty/recap',
  auth: 'session',
  input: z.object({ from: dateText.optional(), to: dateText.optional() }),
  output: z.object({
    from: z.string(),
    to: z.string(),
    days: z.array(
      z.object({
        date: z.string(),
        weekdayLabel: z.string(),
        officers: z.array(z.string()),
        filled: z.boolean(),
        late: z.number(),
        leave: z.number(),
        teacherAbsent: z.number(),
        incident: z.number(),
      }),
    ),
    officers: z.array(z.object({ id: z.number(), name: z.string(), scheduled: z.number(), filled: z.number(), entries: z.number() })),
  }),
  tag: TAG,
  summary: 'Rekap piket: per hari sekolah (petugas, jurnal terisi, jumlah kejadian) dan per petugas.',
});
