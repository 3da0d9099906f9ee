import type { TestApp } from '../helpers/test-app.ts';

/** One call as a user makes it: method, path, bearer token and JSON body; the status and the parsed answer. */
export function caller(t: TestApp) {
  return async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, body?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const type = String(res.headers['content-type'] ?? '');
    return { status: res.statusCode, body: type.includes('json') ? res.json() : res.body, raw: res.rawPayload };
  };
}

/** A date n days from today (UTC), for periods that must be open now. */
export const dayFromToday = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

export const applicant = (period: string, overrides: Record<string, unknown> = {}) => ({
  school: 'demo-smk',
  period,
  pathway: 'prestasi',
  fullName: 'Bagas Uji Pratama',
  nik: '3273010101100009',
  nisn: '0109876543',
  gender: 'L',
  birthPlace: 'Bandung',
  birthDate: '2011-06-01',
  religion: 'Islam',
  address: 'Jl. Uji No. 1, Sukamaju, Kota Bandung',
  guardianName: 'Bapak Uji',
  guardianRelation: 'Ayah',
  guardianPhone: '081255509999',
  guardianEmail: 'bapak.uji@contoh.id',
  consent: true,
  ...overrides,
});
