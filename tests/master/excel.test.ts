import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { accountIn, signedIn, type Call } from '../resources/support.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let t: TestApp;
let admin: Call;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await accountIn(t, 'demo-sd', '2', 'admin-excel@sd.uji');
  token = (await t.signIn('admin-excel@sd.uji')).token;
  const cls = (await admin('POST', '/api/resources/classes', { name: 'IV', grade: '4', phase: 'B' })).body.data.id;
  await admin('POST', '/api/resources/sections', { name: 'IV A', sd_class_id: cls });
  await admin('POST', '/api/resources/sections', { name: 'IV B', sd_class_id: cls });
});
afterAll(() => t.close());

async function download(url: string, as = token) {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${as}` } });
  return res;
}

async function upload(kind: string, body: Buffer, as = token) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/master/excel/${kind}/import`,
    headers: { authorization: `Bearer ${as}`, 'content-type': XLSX },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() };
}

async function workbook(headers: string[], rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Data');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const STUDENT_HEADERS = ['Nama Lengkap *', 'NISN', 'Jenis Kelamin *', 'Tanggal Lahir', 'Rombel'];
const nisn = (n: number) => `00${String(n).padStart(8, '0')}`;

describe('the students template', () => {
  it('is an .xlsx with a Data sheet headed by the field labels, instructions and the rombel list', async () => {
    const res = await download('/api/master/excel/students/template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toContain('templat-siswa.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const headers = (book.getWorksheet('Data')!.getRow(1).values as string[]).filter(Boolean);
    expect(headers).toEqual(expect.arrayContaining(['Nama Lengkap *', 'NISN', 'Jenis Kelamin *', 'Rombel', 'Nama Ibu Kandung']));
    expect(headers).not.toContain('Password');
    expect(book.getWorksheet('Petunjuk')!.getColumn(2).values.join(' ')).toMatch(/10 digit angka/);
    const choices = book.getWorksheet('Pilihan')!;
    const rombel = (choices.getRow(1).values as string[]).indexOf('Rombel');
    expect(choices.getColumn(rombel).values).toEqual([undefined, 'Rombel', 'IV A', 'IV B']);
  });
});

describe('importing students', () => {
  it('checks the whole file first: a bad row is reported by number and reason, and nothing is stored', async () => {
    const before = (await admin('GET', '/api/resources/students')).body.total;
    const file = await workbook(STUDENT_HEADERS, [
      ['Ani Lestari', nisn(1), 'Perempuan', '17/08/2015', 'IV A'],
      ['Budi Hartono', '12345', 'L', '2015-02-30', 'IV A'],
      ['Citra Dewi', nisn(1), 'P', '', 'IV C'],
      ['', '', '', '', ''],
    ]);
    const res = await upload('students', file);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: false, total: 3, imported: 0 });
    expect(res.body.errors).toEqual([
      { row: 3, messages: expect.arrayContaining([expect.stringMatching(/^NISN: NISN harus 10 digit angka/), expect.stringMatching(/^Tanggal Lahir:/)]) },
      { row: 4, messages: expect.arrayContaining(['Rombel: "IV C" tidak ada pada tahun ajaran ini.', expect.stringMatching(/sama dengan baris 2/)]) },
    ]);
    expect((await admin('GET', '/api/resources/students')).body.total).toBe(before);
  });

  it('stores every row once the file is right, in the named rombel, without a password, audited', async () => {
    const file = await workbook(STUDENT_HEADERS, [
      ['Ani Lestari', nisn(1), 'Perempuan', '17/08/2015', 'IV A'],
      ['Budi Hartono', Number(nisn(2)), 'L', new Date(Date.UTC(2015, 1, 3)), 'iv b'],
    ]);
    const res = await upload('students', file);
    expect(res.body).toMatchObject({ status: true, imported: 2 });
    const list = await admin('GET', '/api/resources/students?q=Hartono');
    const record = (await admin('GET', `/api/resources/students/${list.body.data[0].id}`)).body.data;
    expect(record).toMatchObject({ nisn: nisn(2), email: nisn(2), birth_date: '2015-02-03', has_password: false, gender: 'L' });
    expect(Object.values(list.body.labels.sd_section_id)).toEqual(['IV B']);
    const again = await upload('students', file);
    expect(again.body.status).toBe(false);
    expect(again.body.errors[0].messages.join(' ')).toMatch(/sudah (terdaftar|dipakai)/);
    const trail = await t.database.db.execute("select count(*)::int as n from sd_audit_log where resource = 'students' and action = 'import'");
    expect((trail as unknown as { rows: { n: number }[] }).rows[0].n).toBe(2);
  });

  it('imports 2,000 students in one go (its time is measured by bench:students, not asserted here)', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => [`Siswa Uji ${i + 1}`, nisn(10_000 + i), i % 2 ? 'L' : 'P', '2014-07-01', i % 2 ? 'IV A' : 'IV B']);
    const file = await workbook(STUDENT_HEADERS, rows);
    const started = performance.now();
    const res = await upload('students', file);
    const seconds = (performance.now() - started) / 1000;
    expect(res.body, JSON.stringify(res.body.errors?.slice(0, 3))).toMatchObject({ status: true, imported: 2000 });
    console.log(`import of 2,000 students: ${seconds.toFixed(2)} s`);
  }, 60_000);

  it('refuses a file that is not an .xlsx, a sheet without the required columns, and a teacher', async () => {
    const junk = await upload('students', Buffer.from('bukan excel'));
    expect(junk.status).toBe(422);
    expect(junk.body.errors.file[0]).toMatch(/tidak dapat dibaca/);
    const columns = await upload('students', await workbook(['NISN'], [[nisn(5)]]));
    expect(columns.body.errors.file[0]).toMatch(/Nama Lengkap, Jenis Kelamin/);
    await accountIn(t, 'demo-sd', '3', 'guru-excel@sd.uji');
    const teacherToken = (await t.signIn('guru-excel@sd.uji')).token;
    expect((await upload('students', await workbook(STUDENT_HEADERS, [['A', nisn(6), 'L', '', '']]), teacherToken)).status).toBe(403);
    expect((await download('/api/master/excel/students/template', teacherToken)).statusCode).toBe(403);
    expect((await download('/api/master/excel/unknown/template')).statusCode).toBe(404);
  });
});

describe('guardians and teachers', () => {
  it('links imported guardians to their children by NISN', async () => {
    const file = await workbook(
      ['Nama Lengkap *', 'Email / Nama Pengguna *', 'Hubungan *', 'NISN Anak'],
      [['Siti Aminah', 'siti.aminah@contoh.id', 'Ibu', `${nisn(1)}, ${nisn(2)}`]],
    );
    const res = await upload('guardians', file);
    expect(res.body).toMatchObject({ status: true, imported: 1 });
    const found = await admin('GET', '/api/resources/guardians?q=siti.aminah');
    expect(found.body.data[0].student_ids).toHaveLength(2);
    const wrong = await upload(
      'guardians',
      await workbook(['Nama Lengkap *', 'Email / Nama Pengguna *', 'Hubungan *', 'NISN Anak'], [['X', 'x@contoh.id', 'Ayah', '0000000404']]),
    );
    expect(wrong.body.errors[0].messages).toEqual(['NISN Anak: 0000000404 tidak ditemukan di data siswa sekolah ini.']);
  });

  it('exports what it imports: the export reads back as a valid file of the same people', async () => {
    const res = await download('/api/master/excel/teachers/export');
    expect(res.statusCode).toBe(200);
    const imported = await upload(
      'teachers',
      await workbook(
        ['Nama Lengkap *', 'Email / Nama Pengguna *', 'Jenis Kelamin *', 'NUPTK'],
        [['Guru Baru', 'guru.baru@contoh.id', 'L', '1234567890123456']],
      ),
    );
    expect(imported.body.status).toBe(true);
    const exported = await download('/api/master/excel/teachers/export');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Data')!;
    const names = sheet.getColumn(1).values.slice(2);
    expect(names).toContain('Guru Baru');
    const reimport = await upload('teachers', Buffer.from(await book.xlsx.writeBuffer()));
    expect(reimport.body.status).toBe(false);
    expect(reimport.body.errors.flatMap((e: { messages: string[] }) => e.messages).join(' ')).toMatch(/sudah dipakai akun lain/);
  });

  it('lets a guardian read their children and correct their own contact details', async () => {
    const ortu = await signedIn(t, 'ortu@demo.sch.id');
    const children = await ortu('GET', '/api/master/guardian/children');
    expect(children.status).toBe(200);
    expect(children.body.data[0]).toMatchObject({ full_name: 'Andi Pratama (Demo)', section_name: expect.any(String), homeroom_teacher: expect.any(String) });
    const saved = await ortu('PUT', '/api/master/guardian/profile', { phone: '0800 1111 2222', nik: '123' });
    expect(saved.status).toBe(422);
    expect(saved.body.errors.nik).toBeDefined();
    const ok = await ortu('PUT', '/api/master/guardian/profile', { phone: '0800 1111 2222', occupation: 'Wiraswasta' });
    expect(ok.body.data).toMatchObject({ phone: '080011112222', occupation: 'Wiraswasta', relation: 'Ayah' });
    expect((await admin('GET', '/api/master/guardian/children')).status).toBe(403);
  });
});

describe('activating imported students', () => {
  it("gives a rombel's students without a password one each, once, and they can sign in with it", async () => {
    const sections = (await admin('GET', '/api/resources/sections?q=IV%20A')).body.data;
    const section = sections.find((s: { name: string }) => s.name === 'IV A').id;
    const first = await admin('POST', '/api/master/students/activate', { sd_section_id: section });
    expect(first.status).toBe(200);
    expect(first.body.data.length).toBeGreaterThan(0);
    const card = first.body.data[0];
    expect(card.password).toMatch(/^[a-z2-9]{8}$/);
    const signIn = await t.post('/api/login_web', { email: card.username, password: card.password });
    expect(signIn.body.status).toBe(true);
    const again = await admin('POST', '/api/master/students/activate', { sd_section_id: section });
    const ids = new Set(first.body.data.map((c: { id: number }) => c.id));
    expect(again.body.data.every((c: { id: number }) => !ids.has(c.id))).toBe(true);
    expect((await admin('POST', '/api/master/students/activate', { sd_section_id: 999999 })).status).toBe(422);
    const teacherToken = (await t.signIn('guru-excel@sd.uji')).token;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/master/students/activate',
      headers: { authorization: `Bearer ${teacherToken}` },
      payload: { sd_section_id: section },
    });
    expect(refused.statusCode).toBe(403);
  }, 60_000);
});
