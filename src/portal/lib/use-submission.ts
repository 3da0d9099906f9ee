import { useState } from 'react';
import { toFailure, type FieldErrorMap } from './api-failure.ts';

export interface Submission {
  busy: boolean;
  /** The server's field errors of the last refusal, by field name. */
  errors: FieldErrorMap;
  /** The last refusal's message, in Indonesian as the server wrote it. */
  message: string | null;
  /** Sends once: clears the last refusal, keeps the new one. Resolves true when the send succeeded. */
  submit: (send: () => Promise<unknown>) => Promise<boolean>;
}

/** A form's sending state: busy while a call runs, and the field errors and message of a refusal. */
export function useSubmission(): Submission {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [message, setMessage] = useState<string | null>(null);
  const submit = async (send: () => Promise<unknown>) => {
    setBusy(true);
    setMessage(null);
    try {
      await send();
      setErrors({});
      return true;
    } catch (error) {
      const failure = toFailure(error);
      setErrors(failure.fieldErrors);
      setMessage(failure.message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, message, submit };
}
