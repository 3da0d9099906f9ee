import { useEffect, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { TextField } from '../../components/ui/text-field.tsx';
import { leaveTo } from '../../lib/navigation.ts';
import { $errors } from '../../lib/session-store.ts';
import { signIn } from '../../lib/sign-in.ts';

/** Where to go after signing in: the page that asked (a same-site path), else the dashboard. */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') && !next.startsWith('/login')) return next;
  return '/dashboard';
}

/**
 * The sign-in form of /login (document 01, sections 3, 7 and 8). The inputs are uncontrolled, so what a user
 * types on a slow phone before the script arrives is kept; the button stays disabled until then, so the form
 * is never sent natively.
 */
export default function LoginForm() {
  const [ready, setReady] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = useStore($errors);
  useEffect(() => setReady(true), []);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setMessage(null);
    const outcome = await signIn(String(form.get('email') ?? '').trim(), String(form.get('password') ?? ''));
    if (outcome.ok) {
      leaveTo(nextPath(window.location.search));
      return;
    }
    setMessage(outcome.message);
    setBusy(false);
  };

  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Masuk ke portal">
      {message && (
        <div className="alert alert-danger py-2" role="alert">
          {message}
        </div>
      )}
      <TextField
        id="email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        name="email"
        errors={errors.email}
      />
      <div className="position-relative">
        <TextField
          id="password"
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          name="password"
          errors={errors.password}
          className="password-field"
        />
        <button type="button" className="btn btn-sm btn-link reveal-password" aria-pressed={showPassword} onClick={() => setShowPassword(!showPassword)}>
          {showPassword ? 'Sembunyikan' : 'Tampilkan'}
        </button>
      </div>
      <button type="submit" className="btn btn-primary w-100 py-2" disabled={busy || !ready}>
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        Masuk
      </button>
    </form>
  );
}
