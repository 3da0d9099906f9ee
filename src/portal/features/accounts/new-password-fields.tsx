import { TextField } from '../../components/ui/text-field.tsx';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { PASSWORD_MIN } from '../../../shared/api/profile.ts';

/** The new password twice, as every account page asks it. */
export function NewPasswordFields({ errors }: { errors: FieldErrorMap }) {
  return (
    <>
      <TextField
        id="password"
        name="password"
        label="Password baru"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
        required
        errors={errors.password}
        help={`Minimal ${PASSWORD_MIN} karakter; jangan yang mudah ditebak.`}
      />
      <TextField
        id="password_confirmation"
        name="password_confirmation"
        label="Ulangi password baru"
        type="password"
        autoComplete="new-password"
        required
        errors={errors.password_confirmation}
      />
    </>
  );
}
