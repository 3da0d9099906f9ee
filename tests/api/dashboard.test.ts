import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo-accounts.ts';
import { dashboardRole } from '../../src/server/dashboard/get-dashboard.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function dashboard(token?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/dashboard',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() };
}

/** Active users of a type in a school, counted straight from the table. */
async function countUsers(schoolId: number, type: string): Promise<number> {
  const result = await t.database.db.execute(
    `select count(*)::int as n from sd_users where sd_school_id = ${Number(schoolId)} and sd_user_type_id = '${type}' and is_active`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0].n;
}

async function countSections(schoolId: number, yearId: number): Promise<number> {
  const result = await t.database.db.execute(
    `select count(*)::int as n from sd_sections where sd_school_id = ${Number(schoolId)} and sd_academic_year_id = ${Number(yearId)}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0].n;
}

describe('GET /api/dashboard', () => {
  it('answers 401 without a session', async () => {
    expect((await dashboard()).status).toBe(401);
    expect((await dashboard('null')).status).toBe(401);
  });

  it('gives staff their school, current year and real counts of students, teachers and rombel', async () => {
    const { token, data } = await t.signIn('admin@demo.sch.id');
    const res = await dashboard(token);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.role).toBe('staff');
    expect(d.school.sd_school_id).toBe(data.sd_school_id);
    expect(d.school.school_name).toMatch(/Demo/);
    expect(d.academic_year.sd_academic_year_id).toBe(data.sd_academic_year_id);
    expect(d.academic_year.is_current).toBe(true);
    expect(d.counts).toEqual({
      students: await countUsers(data.sd_school_id as number, '5'),
      teachers: await countUsers(data.sd_school_id as number, '3'),
      classes: await countSections(data.sd_school_id as number, data.sd_academic_year_id as number),
    });
    expect(d.counts.students).toBeGreaterThan(0);
    expect(d.counts.classes).toBeGreaterThan(0);
    expect(d.teaching).toBeUndefined();
  });

  it('counts only active users of the session school', async () => {
    const { token, data } = await t.signIn('kepsek@demo.sch.id');
    const before = (await dashboard(token)).body.data.counts.teachers;
    await t.database.db.execute(`update sd_users set is_active = false where email = 'guru@demo.sch.id' and sd_school_id = ${Number(data.sd_school_id)}`);
    try {
      expect((await dashboard(token)).body.data.counts.teachers).toBe(before - 1);
    } finally {
      await t.database.db.execute(`update sd_users set is_active = true where email = 'guru@demo.sch.id'`);
    }
  });

  it('follows the foundation into the school it switched to', async () => {
    const { token, data } = await t.signIn('yayasan@demo.sch.id');
    const other = (data.data_school as { sd_school_id: number }[]).find((s) => s.sd_school_id !== data.sd_school_id)!;
    await t.post('/api/change_school', { sd_school_id: other.sd_school_id }, token);
    const d = (await dashboard(token)).body.data;
    expect(d.school.sd_school_id).toBe(other.sd_school_id);
    expect(d.counts.students).toBe(await countUsers(other.sd_school_id, '5'));
  });

  it('follows the year chosen in the top bar', async () => {
    const { token, data } = await t.signIn('guru@demo.sch.id');
    const years = data.data_academic as { sd_academic_year_id: number; description: string }[];
    await t.post('/api/academicyear_get_curriculum', { academic: years[0].sd_academic_year_id }, token);
    const d = (await dashboard(token)).body.data;
    expect(d.academic_year.description).toBe(years[0].description);
    expect(d.academic_year.curriculum.code).toBe('K13');
  });

  it('gives a teacher their homeroom rombel and what they teach', async () => {
    const d = (await dashboard((await t.signIn('guru@demo.sch.id')).token)).body.data;
    expect(d.role).toBe('staff');
    expect(d.teaching.homeroom).toEqual([expect.objectContaining({ section_name: 'X AKL 1' })]);
    expect(d.teaching.assignments.length).toBeGreaterThan(0);
    for (const a of d.teaching.assignments) expect(a.course_name).toBe('Matematika');
  });

  it('gives a student their rombel with its teachers, and the exams not yet finished', async () => {
    const student = (await dashboard((await t.signIn('siswa@demo.sch.id')).token)).body.data;
    expect(student.role).toBe('student');
    expect(student.counts).toBeUndefined();
    expect(student.classes).toHaveLength(1);
    expect(student.classes[0]).toMatchObject({ section_name: 'X AKL 1', homeroom_teacher: 'Budi Santoso, S.Pd. (Demo)' });
    expect(student.classes[0].courses).toContainEqual({ course_name: 'Matematika', teacher_name: 'Budi Santoso, S.Pd. (Demo)' });
    expect(student.upcoming_exams.length).toBeGreaterThan(0);
    for (const exam of student.upcoming_exams) {
      expect(new Date(exam.ends_at).getTime()).toBeGreaterThan(Date.now());
      expect(exam.status).not.toBe('finished');
    }
    const starts = student.upcoming_exams.map((e: { starts_at: string }) => e.starts_at);
    expect([...starts].sort()).toEqual(starts);
  });

  it('leaves out an exam the student has finished', async () => {
    const { token, data } = await t.signIn('siswa@demo.sch.id');
    const before = (await dashboard(token)).body.data.upcoming_exams;
    await t.database.db.execute(
      `update sd_exam_attempts set status = 'finished' where sd_user_id = ${Number(data.id)} and sd_exam_schedule_id = (select sd_exam_schedule_id from sd_exam_schedules where title = '${before[0].title.replace(/'/g, "''")}' limit 1)`,
    );
    try {
      const after = (await dashboard(token)).body.data.upcoming_exams;
      expect(after.map((e: { title: string }) => e.title)).not.toContain(before[0].title);
    } finally {
      await t.database.db.execute(`update sd_exam_attempts set status = 'not_started' where sd_user_id = ${Number(data.id)}`);
    }
  });

  it('gives a guardian their children with their rombel', async () => {
    const guardian = (await dashboard((await t.signIn('ortu@demo.sch.id')).token)).body.data;
    expect(guardian.role).toBe('guardian');
    expect(guardian.counts).toBeUndefined();
    expect(guardian.children).toContainEqual(expect.objectContaining({ full_name: 'Andi Pratama (Demo)', section_name: 'X AKL 1', nisn: '9900000001' }));
  });

  it('answers every demo account with its own name and type', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const d = (await dashboard((await t.signIn(account.email)).token)).body.data;
      expect(d.user.full_name).toBe(account.fullName);
      expect(d.user.sd_user_type_id).toBe(account.userTypeId);
      expect(d.role).toBe(dashboardRole(account.userTypeId));
    }
  });
});
