import { useState, type SubmitEvent } from 'react';
import { TextField } from '../../components/ui/text-field.tsx';
import { call } from '../../lib/api.ts';
import { changePasswordContract } from '../../../shared/api/profile.ts';
import { failureText, type FieldErrorMap, toFailure } from '../../lib/api-failure.ts';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

const FIELDS: { name: keyof typeof EMPTY; id: string; label: string; autoComplete: string; help?: string }[] = [
  { name: 'current_password', id: 'password-saat-ini', label: 'Password saat ini', autoComplete: 'current-password' },
  {
    name: 'password',
    id: 'password-baru',
    label: 'Password baru',
    autoComplete: 'new-password',
    help: 'Minimal 8 karakter. Setelah diubah, sesi di perangkat lain akan diakhiri.',
  },
  { name: 'password_confirmation', id: 'ulangi-password', label: 'Ulangi password baru', autoComplete: 'new-password' },
];

/** POST /api/profile/password; the server checks the current password and answers 422 per field. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [message, setMessage] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof EMPTY) => (value: string) => setValues({ ...values, [field]: value });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const answer = await call(changePasswordContract, { input: values });
      setErrors({});
      setValues(EMPTY);
      setMessage({ kind: 'success', text: answer.message });
    } catch (error) {
      const failure = toFailure(error);
      setErrors(failure.fieldErrors);
      if (failure.status !== 422) setMessage({ kind: 'danger', text: failureText(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="portal-card" aria-labelledby="judul-sandi">
      <h2 id="judul-sandi" className="h5">
        Ubah password
      </h2>
      <form onSubmit={submit} noValidate>
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={field.id}
            label={field.label}
            type="password"
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={set(field.name)}
            errors={errors[field.name]}
            help={field.help}
          />
        ))}
        {message && (
          <div className={`alert alert-${message.kind} py-2`} role={message.kind === 'danger' ? 'alert' : 'status'}>
            {message.text}
          </div>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          Simpan password
        </button>
      </form>
    </section>
  );
}
