/** /atur-password?token=…: the link from an email or WhatsApp message (a reset, or an approved account's first password). */
import { useEffect, useState } from 'react';
import { call } from '../../lib/api.ts';
import { confirmResetContract } from '../../../shared/api/accounts/public.ts';
import { Done, FormAlert, SubmitButton, usePublicForm } from './public-form.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

export default function SetPasswordForm() {
  const [token, setToken] = useState<string | null>(null);
  const [finished, setFinished] = useState<string | null>(null);
  useEffect(() => setToken(new URLSearchParams(window.location.search).get('token') ?? ''), []);
  const form = usePublicForm(async (v) => {
    const answer = await call(confirmResetContract, {
      input: { token: token ?? '', password: v.password ?? '', password_confirmation: v.password_confirmation ?? '' },
    });
    setFinished(answer.message);
  });
  if (finished)
    return (
      <Done>
        {finished} <a href="/login">Masuk sekarang</a>
      </Done>
    );
  if (token === '')
    return (
      <div className="alert alert-warning">
        Tautan ini tidak lengkap. Buka lagi tautan dari pesan kami, atau <a href="/lupa-password">minta tautan baru</a>.
      </div>
    );
  return (
    <form method="post" onSubmit={form.onSubmit} noValidate aria-label="Atur password baru">
      <FormAlert message={form.message} />
      {form.message && (
        <p className="small">
          <a href="/lupa-password">Minta tautan atau kode baru</a>
        </p>
      )}
      <NewPasswordFields errors={form.errors} />
      <SubmitButton form={form}>Simpan password</SubmitButton>
    </form>
  );
}
