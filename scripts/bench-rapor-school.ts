import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { LoginThrottle } from '../src/server/auth/throttle.ts';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-accounts.ts';
import { createJobWorker } from '../src/server/jobs/worker.ts';
import { JOB_HANDLERS } from '../src/server/jobs/registry.ts';
import { users } from '../src/server/db/schema/users.ts';
import { classes, classMaps, courses, sections, teachingAssignments } from '../src/server/db/schema/master.ts';
import { gradeAssessments, gradeScores } from '../src/server/db/schema/grades.ts';
import { ensureBenchStudents, demoSchoolAndYear } from './bench/fixtures.ts';
import { followJob } from './bench/follow-job.ts';
import { withDemoDatabase, writeSection } from './bench/harness.ts';

/**
 * node scripts/bench-rapor-school.ts — issue 14: the whole school's rapor (1,000 students, 12 subjects) as one
 * background job with progress, target under 2 minutes on 2 cores. PostgreSQL (BENCH_DATABASE_URL or
 * 127.0.0.1:5432). Beside the demo data: 1,000 students in 32 rombels of grade X, each rombel taught 12
 * subjects, each subject with 4 summative assessments scored for every student (48,000 scores). The job is
 * queued through the API as the office's "Cetak rapor seluruh sekolah" does, run by the ordinary job worker, and
 * followed through GET /api/jobs/:id as the portal's progress bar follows it. Results go to docs/benchmarks.md,
 * section "Rapor seluruh sekolah".
 */
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STUDENTS = 1000;
const ROMBELS = 32;
const SUBJECTS = 12;
const ASSESSMENTS = 4;

const name = 'bench_rapor_school';
const filesDir = mkdtempSync(path.join(tmpdir(), 'bench-rapor-school-'));
try {
  await withDemoDatabase(adminUrl, name, async (database) => {
    const db = database.db;
    await ensureBenchStudents(db, STUDENTS);
    const { school, year } = await demoSchoolAndYear(db);
    const [guru] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'guru@demo.sch.id'));
    const students = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} like 'bench-%@bench.sch.id'`)
      .orderBy(users.email);

    // Twelve subjects: the school's own, topped up with bench subjects where it has fewer.
    const subjectIds = (await db.select({ id: courses.id }).from(courses).where(eq(courses.schoolId, school.id)).orderBy(courses.id).limit(SUBJECTS)).map(
      (c) => c.id,
    );
    for (let i = subjectIds.length; i < SUBJECTS; i++) {
      const [c] = await db
        .insert(courses)
        .values({ schoolId: school.id, code: `BENCH${i}`, name: `Mapel Uji ${i}`, courseGroup: 'A' })
        .returning({ id: courses.id });
      subjectIds.push(c.id);
    }
    const [cls] = await db.insert(classes).values({ schoolId: school.id, name: 'BENCH X', grade: 10, phase: 'E' }).returning({ id: classes.id });
    const rombels = await db
      .insert(sections)
      .values(
        Array.from({ length: ROMBELS }, (_, i) => ({
          schoolId: school.id,
          academicYearId: year.id,
          classId: cls.id,
          name: `BENCH X-${String(i + 1).padStart(2, '0')}`,
        })),
      )
      .returning({ id: sections.id });
    const memberOf = (i: number) => rombels[i % ROMBELS].id;
    await db.insert(classMaps).values(students.map((s, i) => ({ schoolId: school.id, academicYearId: year.id, sectionId: memberOf(i), userId: s.id })));
    const assignments = await db
      .insert(teachingAssignments)
      .values(
        rombels.flatMap((r) =>
          subjectIds.map((courseId) => ({ schoolId: school.id, academicYearId: year.id, userId: guru.id, courseId, sectionId: r.id, hoursPerWeek: 2 })),
        ),
      )
      .returning({ id: teachingAssignments.id, sectionId: teachingAssignments.sectionId });
    const columns = await db
      .insert(gradeAssessments)
      .values(
        assignments.flatMap((a) =>
          Array.from({ length: ASSESSMENTS }, (_, k) => ({
            schoolId: school.id,
            teachingAssignmentId: a.id,
            semester: '1',
            kind: 'sumatif',
            title: `Sumatif ${k + 1}`,
            objective: `Peserta didik mampu menjelaskan konsep bab ${k + 1} dan menerapkannya dalam soal kontekstual.`,
            position: k,
          })),
        ),
      )
      .returning({ id: gradeAssessments.id, teachingAssignmentId: gradeAssessments.teachingAssignmentId });
    const sectionOfAssignment = new Map(assignments.map((a) => [a.id, a.sectionId]));
    const studentsOfSection = new Map<number, number[]>();
    students.forEach((s, i) => studentsOfSection.set(memberOf(i), [...(studentsOfSection.get(memberOf(i)) ?? []), s.id]));
    const scores = columns.flatMap((c) =>
      (studentsOfSection.get(sectionOfAssignment.get(c.teachingAssignmentId)!) ?? []).map((studentId) => ({
        schoolId: school.id,
        assessmentId: c.id,
        studentId,
        score: 55 + ((c.id * 7 + studentId * 13) % 45),
      })),
    );
    for (let i = 0; i < scores.length; i += 5000) await db.insert(gradeScores).values(scores.slice(i, i + 5000));

    const app = await buildApp({ db, dbKind: 'postgres', throttle: new LoginThrottle(db), filesDir });
    const login = await app.inject({ method: 'POST', url: '/api/login_web', payload: { email: 'admin@demo.sch.id', password: DEMO_PASSWORD } });
    const token = login.json().accessToken as string;
    const headers = { authorization: `Bearer ${token}` };
    const worker = createJobWorker({ db, handlers: JOB_HANDLERS, pollMs: 200 });
    worker.start();
    const started = performance.now();
    const queued = await app.inject({
      method: 'POST',
      url: '/api/grades/rapor/batch',
      headers,
      payload: { semester: '1', paper: 'A4', sectionIds: rombels.map((r) => r.id) },
    });
    if (queued.statusCode >= 300) throw new Error(`batch: ${queued.statusCode} ${queued.body.slice(0, 300)}`);
    const jobId = queued.json().jobId as number;
    const { job, seen } = await followJob<{ students: number; files: { size: number }[] }>(app, jobId, headers);
    const seconds = (performance.now() - started) / 1000;
    await worker.stop();
    await app.close();
    if (job.status !== 'done' || !job.result) throw new Error(`job ${job.status}: ${job.error}`);
    const megabytes = job.result.files.reduce((n, f) => n + f.size, 0) / 1024 / 1024;
    const load = os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ');
    const body = `\`npm run bench:rapor\` (scripts/bench-rapor-school.ts), PostgreSQL: ${job.result.students} siswa di ${ROMBELS} rombel, ${SUBJECTS} mapel × ${ASSESSMENTS} penilaian sumatif per rombel (${scores.length.toLocaleString('id-ID')} nilai), rapor semester 1 A4 lewat proses latar \`grades.rapor_batch\` (diantrekan lewat API, dijalankan pekerja proses biasa, diikuti lewat GET /api/jobs/:id tiap detik).

| ukuran | hasil | target |
|---|---:|---|
| seluruh sekolah, dari antre sampai selesai | ${seconds.toFixed(1)} s | < 120 s |
| berkas PDF (satu per rombel) | ${job.result.files.length} berkas, ${megabytes.toFixed(1)} MB | – |
| kemajuan yang terlihat di portal | ${seen.length} langkah (${seen
      .slice(0, 4)
      .map((p) => `${Math.round(p)}%`)
      .join(', ')}${seen.length > 4 ? ', …' : ''}) | naik bertahap |

Target ${seconds < 120 ? 'tercapai' : 'TIDAK tercapai'}. Beban rata-rata saat diukur ${load} (1/5/15 menit).`;
    console.log(body);
    writeSection('Rapor seluruh sekolah', body);
  });
} finally {
  rmSync(filesDir, { recursive: true, force: true });
}
