/** The entity rules the generic contract does not cover: the hooks of src/server/master. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { accountIn, signedIn, type Call } from '../resources/support.ts';

let t: TestApp;
let admin: Call;
let otherAdmin: Call;
let classId: number;
let sectionId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await accountIn(t, 'demo-sd', '2', 'admin-aturan@sd.uji');
  otherAdmin = await accountIn(t, 'demo-smp', '2', 'admin-aturan@smp.uji');
  classId = (await admin('POST', '/api/resources/classes', { name: 'I', grade: '1', phase: 'A' })).body.data.id;
  sectionId = (await admin('POST', '/api/resources/sections', { name: 'I A', sd_class_id: classId })).body.data.id;
});
afterAll(() => t.close());

const student = (extra: Record<string, unknown> = {}) => ({ full_name: 'Siti Rahmawati', gender: 'P', ...extra });

describe('students', () => {
  it('use the NISN as username when no email is given, and sit in the chosen rombel of the year', async () => {
    const res = await admin('POST', '/api/resources/students', student({ nisn: '0098765432', sd_section_id: sectionId }));
    expect(res.status).toBe(201);
    expect(res.body.data.email).toBe('0098765432');
    expect(res.body.data.has_password).toBe(false);
    expect(res.body.labels.sd_section_id).toEqual({ [sectionId]: 'I A' });
    const list = await admin('GET', `/api/resources/students?sd_section_id=${sectionId}&q=rahma`);
    expect(list.body.data.map((s: { id: number }) => s.id)).toEqual([res.body.data.id]);
    const section = await admin('GET', `/api/resources/sections/${sectionId}`);
    expect(section.body.data.student_count).toBe(1);
  });

  it("need an email or a NISN, refuse a taken NISN, and refuse another school's rombel", async () => {
    const none = await admin('POST', '/api/resources/students', student());
    expect(none.status).toBe(422);
    expect(none.body.errors.email[0]).toMatch(/NISN/);
    const taken = await admin('POST', '/api/resources/students', student({ nisn: '0098765432', email: 'lain@contoh.sch.id' }));
    expect(taken.status).toBe(422);
    expect(taken.body.errors.nisn).toEqual(['NISN ini sudah terdaftar di sekolah ini.']);
    const otherClass = (await otherAdmin('POST', '/api/resources/classes', { name: 'VII Uji', grade: '7' })).body.data.id;
    const otherSection = (await otherAdmin('POST', '/api/resources/sections', { name: 'VII Uji A', sd_class_id: otherClass })).body.data.id;
    const foreign = await admin('POST', '/api/resources/students', student({ nisn: '0011111111', sd_section_id: otherSection }));
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.sd_section_id).toBeDefined();
  });

  it('hide personal data from those who may only read', async () => {
    await admin('POST', '/api/resources/students', student({ nisn: '0022222222', nik: '9901010101010001', mother_name: 'Ibu Uji' }));
    const teacher = await accountIn(t, 'demo-sd', '3', 'guru-aturan@sd.uji');
    const list = await teacher('GET', '/api/resources/students?q=0022222222');
    expect(list.status).toBe(200);
    expect(list.body.data[0].nisn).toBe('0022222222');
    const id = list.body.data[0].id;
    const read = await teacher('GET', `/api/resources/students/${id}`);
    expect(read.body.data.nisn).toBe('0022222222');
    expect(read.body.data).not.toHaveProperty('nik');
    expect(read.body.data).not.toHaveProperty('mother_name');
    expect((await admin('GET', `/api/resources/students/${id}`)).body.data.nik).toBe('9901010101010001');
  });

  it('can sign in once an admin sets a password, and not after being deactivated', async () => {
    const created = await admin('POST', '/api/resources/students', student({ nisn: '0033333333' }));
    const login = () => t.post('/api/login_web', { email: '0033333333', password: 'sandiBaru123' });
    expect((await login()).body.status).toBe(false);
    const set = await admin('PUT', `/api/resources/students/${created.body.data.id}`, { ...student(), nisn: '0033333333', password: 'sandiBaru123' });
    expect(set.body.data.has_password).toBe(true);
    const ok = await login();
    expect(ok.body.status).toBe(true);
    await admin('PUT', `/api/resources/students/${created.body.data.id}`, { ...student(), nisn: '0033333333', is_active: false });
    expect((await t.post('/api/menu2', { academic: '0' }, ok.body.accessToken)).status).toBe(401);
  });

  it('keep fields that an update leaves out', async () => {
    const created = await admin('POST', '/api/resources/students', student({ nisn: '0044444444', nis: '1234', village: 'Sukamaju' }));
    const updated = await admin('PUT', `/api/resources/students/${created.body.data.id}`, { full_name: 'Siti R.', gender: 'P' });
    expect(updated.body.data).toMatchObject({ full_name: 'Siti R.', nis: '1234', village: 'Sukamaju', sd_section_id: null });
  });
});

describe('accounts', () => {
  it('cannot delete or deactivate the account in use', async () => {
    const me = await admin('GET', '/api/resources/school-admins?q=admin-aturan');
    const id = me.body.data[0].id;
    expect((await admin('DELETE', `/api/resources/school-admins/${id}`)).status).toBe(422);
    const off = await admin('PUT', `/api/resources/school-admins/${id}`, { full_name: 'Saya', email: 'admin-aturan@sd.uji', gender: 'P', is_active: false });
    expect(off.status).toBe(422);
    expect(off.body.errors.is_active).toBeDefined();
  });

  it('refuse an email another account already uses, in any school', async () => {
    const res = await admin('POST', '/api/resources/teachers', { full_name: 'Guru Uji', email: 'ADMIN-aturan@smp.uji', gender: 'L' });
    expect(res.status).toBe(422);
    expect(res.body.errors.email[0]).toMatch(/sudah dipakai/);
  });
});

describe('guardians', () => {
  it('link to several students of the school', async () => {
    const a = (await admin('POST', '/api/resources/students', student({ nisn: '0055555555' }))).body.data.id;
    const b = (await admin('POST', '/api/resources/students', student({ full_name: 'Rudi', gender: 'L', nisn: '0066666666' }))).body.data.id;
    const res = await admin('POST', '/api/resources/guardians', { full_name: 'Ibu Wali', email: 'wali@contoh.sch.id', relation: 'Ibu', student_ids: [b, a] });
    expect(res.status).toBe(201);
    expect(res.body.data.student_ids).toEqual([a, b].sort((x, y) => x - y));
    expect(Object.keys(res.body.labels.student_ids)).toHaveLength(2);
    const changed = await admin('PUT', `/api/resources/guardians/${res.body.data.id}`, { full_name: 'Ibu Wali', relation: 'Ibu', student_ids: [a] });
    expect(changed.body.data.student_ids).toEqual([a]);
  });
});

describe('academic years', () => {
  it('keep exactly one current year per school', async () => {
    const years = (await admin('GET', '/api/resources/academic-years')).body.data as { id: number; is_current: boolean }[];
    const current = years.find((y) => y.is_current)!;
    const release = await admin('PUT', `/api/resources/academic-years/${current.id}`, { is_current: false });
    expect(release.status).toBe(422);
    expect((await admin('DELETE', `/api/resources/academic-years/${current.id}`)).status).toBe(422);
    const other = years.find((y) => !y.is_current)!;
    expect((await admin('PUT', `/api/resources/academic-years/${other.id}`, { is_current: true })).status).toBe(200);
    const after = (await admin('GET', '/api/resources/academic-years')).body.data as { id: number; is_current: boolean }[];
    expect(after.filter((y) => y.is_current).map((y) => y.id)).toEqual([other.id]);
    await admin('PUT', `/api/resources/academic-years/${current.id}`, { is_current: true });
  });
});

describe('tasks', () => {
  it('belong to the teacher who gives them, and a teacher sees only their own', async () => {
    const course = (await admin('POST', '/api/resources/courses', { code: 'MTK', name: 'Matematika', course_group: 'A' })).body.data.id;
    const guru = await accountIn(t, 'demo-sd', '3', 'guru-tugas@sd.uji');
    const task = { title: 'Latihan pecahan', sd_section_id: sectionId, sd_course_id: course, due_date: '2025-09-01', max_score: 100 };
    const mine = await guru('POST', '/api/resources/tasks', { ...task, sd_user_id: 999999 });
    expect(mine.status).toBe(201);
    const byAdmin = await admin('POST', '/api/resources/tasks', task);
    expect(byAdmin.status).toBe(422);
    expect(byAdmin.body.errors.sd_user_id).toBeDefined();
    const anotherTeacher = await accountIn(t, 'demo-sd', '3', 'guru-lain@sd.uji');
    expect((await anotherTeacher('GET', `/api/resources/tasks/${mine.body.data.id}`)).status).toBe(404);
    expect((await anotherTeacher('GET', '/api/resources/tasks')).body.total).toBe(0);
    expect((await admin('GET', '/api/resources/tasks')).body.total).toBe(1);
  });
});

describe('general settings', () => {
  it('are one record per school, read by staff and changed by admins', async () => {
    const read = await admin('GET', '/api/resources/general-settings/current');
    expect(read.status).toBe(200);
    expect(read.body.data.time_zone).toBe('Asia/Jakarta');
    const saved = await admin('PUT', '/api/resources/general-settings/current', { time_zone: 'Asia/Jayapura', report_place: 'Jayapura' });
    expect(saved.body.data).toMatchObject({ time_zone: 'Asia/Jayapura', report_place: 'Jayapura' });
    expect((await otherAdmin('GET', '/api/resources/general-settings/current')).body.data.time_zone).toBe('Asia/Jakarta');
    expect((await admin('GET', '/api/resources/general-settings')).status).toBe(404);
    const siswa = await signedIn(t, 'siswa@demo.sch.id');
    expect((await siswa('GET', '/api/resources/general-settings/current')).status).toBe(403);
  });
});

describe('sign-in', () => {
  it("reports a student's class, rombel and class map of the current year", async () => {
    const created = await admin('POST', '/api/resources/students', student({ nisn: '0077777777', sd_section_id: sectionId, password: 'rahasia123' }));
    expect(created.status).toBe(201);
    const { data } = await t.signIn('0077777777');
    expect(data.sd_section_id).toBe(sectionId);
    expect(data.sd_class_id).toBe(classId);
    expect(typeof data.sd_class_map_id).toBe('number');
    const guru = await t.signIn('guru@demo.sch.id');
    expect(guru.data).toMatchObject({ sd_class_id: null, sd_section_id: null, sd_class_map_id: null });
  });
});

describe('the demo school', () => {
  it('has rombel with homeroom teachers, students with guardians, and the demo accounts in place', async () => {
    const adminSmk = await signedIn(t, 'admin@demo.sch.id');
    const sections = await adminSmk('GET', '/api/resources/sections?per_page=100');
    expect(sections.body.total).toBe(9);
    expect(sections.body.data.every((s: { homeroom_teacher_id: number | null }) => s.homeroom_teacher_id)).toBe(true);
    expect((await adminSmk('GET', '/api/resources/students')).body.total).toBe(271);
    const siswa = (await adminSmk('GET', '/api/resources/students?q=Andi Pratama')).body.data[0];
    const guardians = await adminSmk('GET', `/api/resources/guardians?q=ortu@demo`);
    expect(guardians.body.data[0].student_ids).toEqual([siswa.id]);
    const { data } = await t.signIn('siswa@demo.sch.id');
    expect(data.sd_section_id).toBe(siswa.sd_section_id);
    const smpAdmin = await signedIn(t, 'admin.smp@demo.sch.id');
    const smpStudents = (await smpAdmin('GET', '/api/resources/students?per_page=100')).body.data.map((s: { id: number }) => s.id);
    expect(smpStudents).not.toContain(siswa.id);
    expect((await smpAdmin('GET', `/api/resources/students/${siswa.id}`)).status).toBe(404);
  });
});

describe('lists', () => {
  it('find people by the start of their name words or identifiers, page in order, and count changes at once', async () => {
    const adminSmk = await signedIn(t, 'admin@demo.sch.id');
    const all = (await adminSmk('GET', '/api/resources/students?per_page=100&page=2')).body;
    const pages = [
      (await adminSmk('GET', '/api/resources/students?per_page=50&page=3')).body,
      (await adminSmk('GET', '/api/resources/students?per_page=50&page=4')).body,
    ];
    expect(pages.flatMap((p) => p.data.map((r: { id: number }) => r.id))).toEqual(all.data.map((r: { id: number }) => r.id));
    const names = all.data.map((r: { full_name: string }) => r.full_name);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);

    const found = await adminSmk('GET', '/api/resources/students?q=andi%20prat');
    expect(found.body.data.map((r: { full_name: string }) => r.full_name)).toContain('Andi Pratama (Demo)');
    expect((await adminSmk('GET', '/api/resources/students?q=ndi%20ratama')).body.total).toBe(0);
    const byNisn = await adminSmk('GET', '/api/resources/students?q=99000010');
    expect(byNisn.body.data.every((r: { nisn: string }) => r.nisn.startsWith('99000010'))).toBe(true);
    expect(byNisn.body.total).toBeGreaterThan(1);

    const before = (await adminSmk('GET', '/api/resources/students?per_page=1&page=2')).body.total;
    await adminSmk('POST', '/api/resources/students', { full_name: 'Siswa Hitung', gender: 'L', nisn: '0088888888' });
    expect((await adminSmk('GET', '/api/resources/students?per_page=1&page=2')).body.total).toBe(before + 1);
  });
});

describe('search', () => {
  it('reads digits as the start of an identifier, not as part of a name', async () => {
    await admin('POST', '/api/resources/students', student({ full_name: 'Siswa Angkatan 2031', nisn: '0099111111' }));
    expect((await admin('GET', '/api/resources/students?q=angkatan')).body.total).toBe(1);
    expect((await admin('GET', '/api/resources/students?q=0099111')).body.total).toBe(1);
    expect((await admin('GET', '/api/resources/students?q=2031')).body.total).toBe(0);
  });
});
