/** /minta-akun: a teacher, student or parent asks their school for an account; the school's admin decides. */
import { useState } from 'react';
import { TextField } from '../../components/ui/text-field.tsx';
import { call } from '../../lib/api.ts';
import { requestAccountContract } from '../../../shared/api/accounts/public.ts';
import { SELF_SERVICE_TYPES } from '../../../shared/accounts/inputs.ts';
import { Choice, Done, FormAlert, SubmitButton, usePublicForm } from './public-form.tsx';

const ROLES = Object.entries(SELF_SERVICE_TYPES) as [keyof typeof SELF_SERVICE_TYPES, string][];

export default function AccountRequestForm({ schools }: { schools: { slug: string; name: string }[] }) {
  const [finished, setFinished] = useState<string | null>(null);
  const [role, setRole] = useState('');
  const form = usePublicForm(async (v) => {
    const answer = await call(requestAccountContract, {
      input: {
        school: v.school ?? '',
        role: v.role as '3',
        fullName: v.fullName ?? '',
        gender: v.gender as 'L',
        email: v.email,
        phone: v.phone,
        nisn: v.nisn,
        note: v.note,
        website: v.website,
      },
    });
    setFinished(answer.message);
  });
  if (finished) return <Done>{finished}</Done>;
  const e = form.errors;
  return (
    <form method="post" onSubmit={form.onSubmit} noValidate aria-label="Minta akun">
      <FormAlert message={form.message} />
      <Choice id="school" name="school" label="Sekolah" options={schools.map((s) => [s.slug, s.name] as const)} errors={e.school} />
      <Choice id="role" name="role" label="Saya adalah" options={ROLES} errors={e.role} onChange={setRole} />
      <TextField id="fullName" name="fullName" label="Nama lengkap" autoComplete="name" required errors={e.fullName} />
      <Choice
        id="gender"
        name="gender"
        label="Jenis kelamin"
        options={[
          ['L', 'Laki-laki'],
          ['P', 'Perempuan'],
        ]}
        errors={e.gender}
      />
      <TextField id="email" name="email" type="email" label="Email (opsional bila mengisi WhatsApp)" autoComplete="email" errors={e.email} />
      <TextField id="phone" name="phone" type="tel" label="Nomor WhatsApp (opsional bila mengisi email)" autoComplete="tel" errors={e.phone} />
      {(role === '5' || role === '6') && (
        <TextField
          id="nisn"
          name="nisn"
          inputMode="numeric"
          maxLength={10}
          label={role === '6' ? 'NISN anak' : 'NISN (opsional)'}
          required={role === '6'}
          errors={e.nisn}
          help={role === '6' ? 'Untuk menghubungkan akun Anda dengan anak Anda.' : undefined}
        />
      )}
      <div className="mb-3">
        <label htmlFor="note" className="form-label">
          Catatan untuk sekolah (opsional)
        </label>
        <textarea id="note" name="note" className="form-control" rows={2} maxLength={500} />
      </div>
      <div className="d-none" aria-hidden="true">
        <label htmlFor="website">Jangan diisi</label>
        <input id="website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <SubmitButton form={form}>Kirim permintaan</SubmitButton>
    </form>
  );
}
