/**
 * The public site's forms (no session): the contact form, PPDB registration and the registration check. The
 * pages post to these paths (pathOf), with a plain form post as the fallback when no script runs.
 */
import { z } from 'zod';
import { defineContract } from './contract.ts';
import { contactInputSchema } from '../tenant-contact-form.ts';
import { checkInputSchema, registrationInputSchema } from '../tenant-ppdb-form.ts';

export const sendContactContract = defineContract({
  name: 'site.contact',
  method: 'POST',
  path: '/api/contact',
  auth: 'public',
  tag: 'Situs publik',
  status: 201,
  input: contactInputSchema,
  output: z.object({ status: z.literal(true), id: z.number(), message: z.string() }),
  summary: 'Pesan dari formulir Hubungi Kami untuk tim platform atau sekolah yang dipilih (dibatasi per alamat).',
});

export const registerApplicantContract = defineContract({
  name: 'ppdb.register',
  method: 'POST',
  path: '/api/ppdb/registrations',
  auth: 'public',
  tag: 'PPDB',
  status: 201,
  input: registrationInputSchema,
  output: z.object({ status: z.literal(true), registrationNumber: z.string(), schoolName: z.string(), periodName: z.string(), academicYear: z.string() }),
  summary: 'Pendaftaran satu calon peserta didik pada gelombang yang sedang dibuka; menjawab nomor pendaftaran.',
});

export const checkRegistrationContract = defineContract({
  name: 'ppdb.check',
  method: 'POST',
  path: '/api/ppdb/check',
  auth: 'public',
  tag: 'PPDB',
  input: checkInputSchema,
  output: z.object({
    status: z.literal(true),
    registrationNumber: z.string(),
    studentName: z.string(),
    schoolName: z.string(),
    periodName: z.string(),
    pathwayLabel: z.string(),
    statusLabel: z.string(),
    submittedAt: z.string(),
  }),
  summary: 'Status satu pendaftaran, dicari dengan nomor pendaftaran dan tanggal lahir (dibatasi per alamat).',
});
