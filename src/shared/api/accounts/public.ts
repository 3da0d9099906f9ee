/**
 * The public account pages (no session): "Lupa password" and setting a new one, asking the school for an account,
 * registering with a code. The pages call these by contract (src/portal/features/accounts).
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { accountRequestInput, codeRegistrationInput, resetConfirmInput, resetRequestInput } from '../../accounts/inputs.ts';

const TAG = 'Akun';
const done = z.object({ status: z.literal(true), message: z.string() });

export const requestResetContract = defineContract({
  name: 'account.reset.request',
  method: 'POST',
  path: '/api/account/password-reset',
  auth: 'public',
  tag: TAG,
  input: resetRequestInput,
  output: done.extend({ channel: z.enum(['email', 'whatsapp']) }),
  summary:
    'Meminta tautan (email) atau kode 6 angka (WhatsApp) untuk mengatur ulang password. Jawabannya sama, terdaftar atau tidak; dibatasi per alamat dan per email/nomor.',
  example: { identity: 'siswa@demo.sch.id' },
});

export const confirmResetContract = defineContract({
  name: 'account.reset.confirm',
  method: 'POST',
  path: '/api/account/password-reset/confirm',
  auth: 'public',
  tag: TAG,
  input: resetConfirmInput,
  output: done,
  summary: 'Password baru dengan token tautan, atau dengan nomor WhatsApp dan kodenya. Token sekali pakai; sesi lain akun itu diakhiri.',
});

export const requestAccountContract = defineContract({
  name: 'account.request',
  method: 'POST',
  path: '/api/account/requests',
  auth: 'public',
  tag: TAG,
  status: 201,
  input: accountRequestInput,
  output: done,
  summary: 'Permintaan akun guru, siswa atau orang tua kepada sekolah; admin menyetujui atau menolak (dibatasi per alamat).',
});

export const registerWithCodeContract = defineContract({
  name: 'account.register',
  method: 'POST',
  path: '/api/account/register',
  auth: 'public',
  tag: TAG,
  status: 201,
  input: codeRegistrationInput,
  output: done.extend({ login: z.string() }),
  summary: 'Mendaftar sendiri dengan kode pendaftaran dari sekolah; akun langsung dapat dipakai masuk.',
});
