/**
 * Sign-in (document 01, sections 3, 4, 7 and 8): the stored token is reset to the text 'null' first; on
 * success every value of section 3 is stored under its key, the exam data list is reset to [], and the
 * identity cookie is set. A wrong email or password, a 422, a throttle and a network failure each come back
 * as a message the form shows.
 */
import { call } from './api.ts';
import { signInContract } from '../../shared/api/shell.ts';
import { toFailure, type FieldErrorMap } from './api-failure.ts';
import { setIdentityCookie } from './cookies.ts';
import { $errors, $token, loadSessionState } from './session-store.ts';
import { DEFAULT_YEAR, setSignedOutToken, writeJson, writeValue } from './storage.ts';
import type { SignInData } from '../../shared/shell-api.ts';

export const WRONG_CREDENTIALS = 'Email/Password Salah';

export type SignInOutcome = { ok: true } | { ok: false; message: string | null; fieldErrors: FieldErrorMap };

export async function signIn(email: string, password: string): Promise<SignInOutcome> {
  setSignedOutToken();
  $token.set(null);
  $errors.set({});
  try {
    const answer = await call(signInContract, { input: { email, password } });
    if (!answer.status) return { ok: false, message: answer.message || WRONG_CREDENTIALS, fieldErrors: {} };
    saveSession(answer.accessToken, answer.data);
    return { ok: true };
  } catch (error) {
    const failure = toFailure(error);
    // A 422's field errors are already in $errors (api.ts); they are shown under the fields.
    const message = failure.status === 422 && Object.keys(failure.fieldErrors).length ? null : failure.message;
    return { ok: false, message, fieldErrors: failure.fieldErrors };
  }
}

export function saveSession(token: string, data: SignInData): void {
  writeValue('token', token);
  writeValue('id', data.id);
  writeValue('path_image_school', data.path_image_school);
  writeValue('path_image_profile', data.path_image_profile);
  writeValue('sd_academic_year_id', data.sd_academic_year_id ?? DEFAULT_YEAR);
  writeValue('sd_school_id', data.sd_school_id);
  writeJson('academic_years_data', data.data_academic ?? []);
  writeJson('school_data', data.data_school ?? []);
  writeValue('sd_user_type_id', data.sd_user_type_id);
  writeValue('sd_school_stage_id', data.sd_school_stage_id);
  writeValue('school_code', data.school_code);
  writeValue('sd_section_id', data.sd_section_id);
  writeValue('sd_class_id', data.sd_class_id);
  writeValue('sd_class_map_id', data.sd_class_map_id);
  writeValue('sd_curriculum_id', data.sd_curriculum_id);
  writeJson('data_curriculum', data.data_curriculum ?? []);
  writeJson('exam_data', []);
  writeValue('full_name', data.full_name ?? null);
  setIdentityCookie(data.id);
  loadSessionState();
}
