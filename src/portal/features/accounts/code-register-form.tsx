/** /daftar-akun: registering oneself with a code the school handed out (a rombel's new students, a parents' meeting). */
import { useState } from 'react';
import { TextField } from '../../components/ui/text-field.tsx';
import { call } from '../../lib/api.ts';
import { registerWithCodeContract } from '../../../shared/api/accounts/public.ts';
import { Choice, Done, FormAlert, SubmitButton, usePublicForm } from './public-form.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

export default function CodeRegisterForm() {
  const [finished, setFinished] = useState<string | null>(null);
  const form = usePublicForm(async (v) => {
    const answer = await call(registerWithCodeContract, {
      input: {
        code: v.code ?? '',
        fullName: v.fullName ?? '',
        gender: v.gender as 'L',
        email: v.email,
        phone: v.phone,
        nisn: v.nisn,
        password: v.password ?? '',
        password_confirmation: v.password_confirmation ?? '',
        website: v.website,
      },
    });
    setFinished(answer.message);
  });
  if (finished)
    return (
      <Done>
        {finished} <a href="/login">Masuk sekarang</a>
      </Done>
    );
  const e = form.errors;
  return (
    <form method="post" onSubmit={form.onSubmit} noValidate aria-label="Daftar dengan kode">
      <FormAlert message={form.message} />
      <TextField
        id="code"
        name="code"
        label="Kode pendaftaran"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        required
        errors={e.code}
        help="Dari wali kelas atau sekolah, misalnya ABCD-2345."
      />
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
      <TextField
        id="email"
        name="email"
        type="email"
        label="Email (nama masuk Anda)"
        autoComplete="email"
        errors={e.email}
        help="Siswa tanpa email boleh mengosongkannya dan mengisi NISN."
      />
      <TextField id="nisn" name="nisn" inputMode="numeric" maxLength={10} label="NISN (siswa), atau NISN anak (orang tua)" errors={e.nisn} />
      <TextField
        id="phone"
        name="phone"
        type="tel"
        label="Nomor WhatsApp (opsional)"
        autoComplete="tel"
        errors={e.phone}
        help="Untuk mengatur ulang password bila lupa."
      />
      <NewPasswordFields errors={e} />
      <div className="d-none" aria-hidden="true">
        <label htmlFor="website">Jangan diisi</label>
        <input id="website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <SubmitButton form={form}>Daftar</SubmitButton>
    </form>
  );
}
