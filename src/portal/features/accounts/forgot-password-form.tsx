/**
 * /lupa-password: an email gets a link; a WhatsApp number gets a 6-digit code, typed here with the new password.
 * The page says the same whether or not the account exists.
 */
import { useState } from 'react';
import { TextField } from '../../components/ui/text-field.tsx';
import { call } from '../../lib/api.ts';
import { confirmResetContract, requestResetContract } from '../../../shared/api/accounts/public.ts';
import { Done, FormAlert, SubmitButton, usePublicForm } from './public-form.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

export default function ForgotPasswordForm() {
  const [sent, setSent] = useState<{ message: string; channel: 'email' | 'whatsapp'; identity: string } | null>(null);
  const [finished, setFinished] = useState<string | null>(null);
  const ask = usePublicForm(async (v) => {
    const answer = await call(requestResetContract, { input: { identity: v.identity ?? '' } });
    setSent({ message: answer.message, channel: answer.channel, identity: v.identity ?? '' });
  });
  const confirm = usePublicForm(async (v) => {
    const answer = await call(confirmResetContract, {
      input: { identity: sent?.identity, code: v.code, password: v.password ?? '', password_confirmation: v.password_confirmation ?? '' },
    });
    setFinished(answer.message);
  });

  if (finished)
    return (
      <Done>
        {finished} <a href="/login">Masuk sekarang</a>
      </Done>
    );
  if (sent?.channel === 'whatsapp') {
    return (
      <form method="post" onSubmit={confirm.onSubmit} noValidate aria-label="Atur password dengan kode WhatsApp">
        <div className="alert alert-info py-2" role="status">
          {sent.message}
        </div>
        <FormAlert message={confirm.message} />
        <TextField
          id="code"
          name="code"
          label="Kode 6 angka dari WhatsApp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          pattern="\d{6}"
          required
          errors={confirm.errors.code}
        />
        <NewPasswordFields errors={confirm.errors} />
        <SubmitButton form={confirm}>Simpan password baru</SubmitButton>
        <button type="button" className="btn btn-link w-100 mt-2" onClick={() => setSent(null)}>
          Kirim ulang kode
        </button>
      </form>
    );
  }
  if (sent) return <Done>{sent.message} Buka tautan di email itu dari perangkat ini atau perangkat lain.</Done>;
  return (
    <form method="post" onSubmit={ask.onSubmit} noValidate aria-label="Minta atur ulang password">
      <FormAlert message={ask.message} />
      <TextField
        id="identity"
        name="identity"
        label="Email atau nomor WhatsApp"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        errors={ask.errors.identity}
        help="Email akun Anda (tautan dikirim ke sana) atau nomor WhatsApp yang tercatat di sekolah (kode 6 angka dikirim ke sana)."
      />
      <SubmitButton form={ask}>Kirim</SubmitButton>
    </form>
  );
}
