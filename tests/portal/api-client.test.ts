import { jar, jsonFetch, location, resetBrowser, storage } from './fake-browser.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../src/portal/lib/api.ts';
import { dashboardContract } from '../../src/shared/api/dashboard.ts';
import { menuContract, signInContract } from '../../src/shared/api/shell.ts';
import { failureText, INVALID_MESSAGE, NETWORK_MESSAGE, SERVER_MESSAGE, toFailure } from '../../src/portal/lib/api-failure.ts';
import { $errors, loadSessionState } from '../../src/portal/lib/session-store.ts';
import { signIn, WRONG_CREDENTIALS } from '../../src/portal/lib/sign-in.ts';

beforeEach(() => {
  resetBrowser();
  $errors.set({});
});
afterEach(() => vi.unstubAllGlobals());

function stub(answer: Parameters<typeof jsonFetch>[0]) {
  const f = jsonFetch(answer);
  vi.stubGlobal('fetch', f.fetch);
  return f;
}

const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

describe('the main client', () => {
  it('calls /api with JSON and the bearer token from storage', async () => {
    storage.setItem('token', 'abc');
    const { calls } = stub(() => ({ body: { status: true } }));
    await call(menuContract, { input: { academic: '0' } });
    expect(calls[0].url).toBe('/api/menu2');
    expect(calls[0].init.method).toBe('POST');
    expect(header(calls[0].init, 'authorization')).toBe('Bearer abc');
    expect(header(calls[0].init, 'content-type')).toBe('application/json');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ academic: '0' });
  });

  it("sends no Authorization header while the token is the text 'null'", async () => {
    storage.setItem('token', 'null');
    const { calls } = stub(() => ({ body: {} }));
    await call(dashboardContract);
    expect(header(calls[0].init, 'authorization')).toBeNull();
  });

  it('ends the session like an expired cookie on a 401', async () => {
    for (const [k, v] of Object.entries({ token: 'abc', id: '1', sd_school_id: '2', sd_academic_year_id: '5' })) storage.setItem(k, v);
    jar.cookie = 'identity=1; path=/';
    loadSessionState();
    stub(() => ({ status: 401, body: { message: 'Sesi Anda telah berakhir.' } }));
    await expect(call(dashboardContract)).rejects.toMatchObject({ status: 401 });
    expect(location.assign).toHaveBeenCalledWith('/login');
    expect(storage.getItem('token')).toBeNull();
    expect(jar.records.has('identity')).toBe(false);
  });

  it('puts the field errors of a 422 into the errors state, and toFailure reads them', async () => {
    stub(() => ({ status: 422, body: { message: 'Data tidak valid.', errors: { email: ['Email wajib diisi.'] } } }));
    const error = await call(signInContract, { input: { email: '', password: '' } }).catch((e) => e);
    expect($errors.get()).toEqual({ email: ['Email wajib diisi.'] });
    expect(toFailure(error)).toEqual({ status: 422, message: 'Data tidak valid.', fieldErrors: { email: ['Email wajib diisi.'] } });
  });

  it('reads the field errors of a refusal that names its field (409), with its message', async () => {
    const errors = { registerNumber: ['Nomor induk ini sudah dipakai siswa lain.'] };
    stub(() => ({ status: 409, body: { message: 'Nomor induk 2025000001 sudah dipakai siswa lain.', errors } }));
    const error = await call(menuContract, { input: { academic: '0' } }).catch((e) => e);
    expect(toFailure(error)).toEqual({ status: 409, message: 'Nomor induk 2025000001 sudah dipakai siswa lain.', fieldErrors: errors });
    stub(() => ({ status: 409, body: { message: 'Sudah terjadwal.' } }));
    expect(toFailure(await call(menuContract, { input: { academic: '0' } }).catch((e) => e)).fieldErrors).toEqual({});
  });

  it('turns a network failure and a server error into Indonesian messages', async () => {
    stub(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(toFailure(await call(menuContract, { input: { academic: '0' } }).catch((e) => e))).toEqual({
      status: null,
      message: NETWORK_MESSAGE,
      fieldErrors: {},
    });
    stub(() => ({ status: 500, body: { message: 'internal detail' } }));
    expect(toFailure(await call(menuContract, { input: { academic: '0' } }).catch((e) => e)).message).toBe(SERVER_MESSAGE);
  });
});

describe('sign-in', () => {
  it("resets the token to the text 'null' before calling", async () => {
    storage.setItem('token', 'old');
    let tokenDuringCall: string | null = 'unset';
    stub(() => {
      tokenDuringCall = storage.getItem('token');
      return { body: { status: false } };
    });
    await signIn('a@b.c', 'x');
    expect(tokenDuringCall).toBe('null');
  });

  it(`answers '${WRONG_CREDENTIALS}' on status false`, async () => {
    stub(() => ({ body: { status: false, message: WRONG_CREDENTIALS } }));
    expect(await signIn('a@b.c', 'x')).toEqual({ ok: false, message: WRONG_CREDENTIALS, fieldErrors: {} });
  });

  it('answers the field errors of a 422 with no extra message', async () => {
    stub(() => ({ status: 422, body: { message: 'x', errors: { password: ['Password wajib diisi.'] } } }));
    expect(await signIn('a@b.c', '')).toEqual({ ok: false, message: null, fieldErrors: { password: ['Password wajib diisi.'] } });
  });

  it('answers the throttle message of a 429 and a clear message when the server is unreachable', async () => {
    stub(() => ({ status: 429, body: { message: 'Terlalu banyak percobaan masuk. Coba lagi dalam 60 detik.' } }));
    expect(await signIn('a@b.c', 'x')).toMatchObject({ ok: false, message: expect.stringMatching(/Coba lagi dalam 60 detik/) });
    stub(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await signIn('a@b.c', 'x')).toMatchObject({ ok: false, message: NETWORK_MESSAGE });
  });
});

describe('failureText, the dialog of a refused change', () => {
  const failure = (message: string, fieldErrors: Record<string, string[]>) => ({ status: 422, message, fieldErrors });

  it("gives the form's own reasons instead of the bare 'not valid', each once", () => {
    expect(failureText(failure(INVALID_MESSAGE, { amount: ['Saldo tabungan tidak cukup (saldo Rp5.000).'] }))).toBe(
      'Saldo tabungan tidak cukup (saldo Rp5.000).',
    );
    expect(failureText(failure(INVALID_MESSAGE, { a: ['Pilihan tidak boleh sama.'], b: ['Pilihan tidak boleh sama.', 'Wajib diisi.'] }))).toBe(
      'Pilihan tidak boleh sama. Wajib diisi.',
    );
  });

  it("keeps a message of the server's own, and a failure without field errors as it is", () => {
    expect(failureText(failure('Gelombang sudah ditutup.', { id: ['Id tidak valid.'] }))).toBe('Gelombang sudah ditutup. Id tidak valid.');
    expect(failureText(failure('Nama wajib diisi.', { name: ['Nama wajib diisi.'] }))).toBe('Nama wajib diisi.');
    expect(failureText({ status: 500, message: SERVER_MESSAGE, fieldErrors: {} })).toBe(SERVER_MESSAGE);
  });
});
