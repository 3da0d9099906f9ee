import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';
import { readPdf } from '../documents/pdf-text.ts';
import { eq } from 'drizzle-orm';
import { classes, courses } from '../../src/server/db/schema/master.ts';
import { courseProfiles, curriculumAtps, curriculumKds, curriculumSubjects, curriculumTps } from '../../src/server/db/schema/curriculum.ts';
import { findCurriculumUses } from '../../src/server/curriculum/usage-registry.ts';

/** Templates, a teacher's modul ajar from draft to review, its PDF, and the principal's supervision (issue 15). */
let t: TestApp;
let call: ReturnType<typeof caller>;
let superadmin: string;
let admin: string;
let guru: string;
let kepsek: string;
let siswa: string;
let otherAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [superadmin, admin, guru, kepsek, siswa, otherAdmin] = (
    await Promise.all(
      ['superadmin@demo.sch.id', 'admin@demo.sch.id', 'guru@demo.sch.id', 'kepsek@demo.sch.id', 'siswa@demo.sch.id', 'admin.smp@demo.sch.id'].map((e) =>
        t.signIn(e),
      ),
    )
  ).map((s) => s.token);
});
afterAll(() => t.close());

describe('templates', () => {
  it('ships the platform defaults and references; a school copies one and edits only its copy', async () => {
    const defaults = await call('GET', '/api/planning/templates?kind=rpp&role=default', admin);
    expect(defaults.status).toBe(200);
    expect(defaults.body.templates.map((x: { format: string }) => x.format).sort()).toEqual(['full', 'one_page']);
    expect(defaults.body.canWrite).toBe(false);
    expect(defaults.body.canCopy).toBe(true);
    const reference = (await call('GET', '/api/planning/templates?kind=silabus&role=reference', guru)).body.templates[0];
    expect(reference.subject).toBe('Matematika');

    const platform = defaults.body.templates[0];
    const full = (await call('GET', `/api/planning/templates/${platform.id}`, admin)).body;
    const refused = await call('PUT', `/api/planning/templates/${platform.id}`, admin, { title: full.title, sections: full.sections });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('Salin templat');

    const copy = await call('POST', `/api/planning/templates/${platform.id}/copy`, admin);
    expect(copy.status).toBe(201);
    expect(copy.body.role).toBe('school');
    const edited = await call('PUT', `/api/planning/templates/${copy.body.id}`, admin, {
      title: 'RPP SMK Demo',
      sections: [...copy.body.sections, { key: 'refleksi', title: 'Refleksi Guru', body: '<p onclick="x()">Catatan <script>alert(1)</script>refleksi</p>' }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.sections.at(-1).body).toBe('<p>Catatan refleksi</p>');
    expect((await call('GET', '/api/planning/templates?kind=rpp&role=school', admin)).body.templates.map((x: { title: string }) => x.title)).toContain(
      'RPP SMK Demo',
    );
    expect((await call('GET', `/api/planning/templates/${copy.body.id}`, otherAdmin)).status).toBe(404);
    expect(
      (
        await call('POST', '/api/planning/templates', guru, {
          kind: 'rpp',
          role: 'school',
          title: 'Templat Guru',
          sections: [{ key: 'a', title: 'A', body: '' }],
        })
      ).status,
    ).toBe(403);

    const changed = await call('PUT', `/api/planning/templates/${platform.id}`, superadmin, {
      title: full.title,
      description: 'Diperbarui superadmin.',
      sections: full.sections,
    });
    expect(changed.status).toBe(200);
    const dup = await call('POST', '/api/planning/templates', superadmin, {
      kind: 'rpp',
      role: 'default',
      title: 'Dua kunci',
      sections: [
        { key: 'a', title: 'A', body: '' },
        { key: 'a', title: 'B', body: '' },
      ],
    });
    expect(dup.status).toBe(422);
  });
});

describe('a modul ajar from draft to review', () => {
  it('is written by the teacher, returned with a note, revised, reviewed, exported and traced', async () => {
    const options = await call('GET', '/api/planning/documents/options?kind=modul_ajar', guru);
    expect(options.status).toBe(200);
    const teaching = options.body.teaching.find((x: { courseName: string }) => x.courseName === 'Matematika');
    expect(teaching).toBeTruthy();
    const other = await call('POST', '/api/planning/documents', guru, {
      kind: 'modul_ajar',
      courseId: teaching.courseId,
      classId: teaching.classId + 999,
      semester: '2',
      title: 'Tidak diajar',
    });
    expect(other.status).toBe(422);
    expect(other.body.errors.courseId[0]).toContain('tidak mengajar');

    const created = await call('POST', '/api/planning/documents', guru, {
      kind: 'modul_ajar',
      courseId: teaching.courseId,
      classId: teaching.classId,
      semester: '2',
      title: 'Modul Ajar Statistika Uji',
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('draft');
    expect(created.body.sections.map((s: { key: string }) => s.key)).toContain('pengalaman');
    const sections = created.body.sections.map((s: { key: string; body: string }) =>
      s.key === 'tujuan' ? { ...s, body: '<p>Murid dapat menyajikan data dalam diagram.</p><script>x</script>' } : s,
    );
    const saved = await call('PUT', `/api/planning/documents/${created.body.id}`, guru, {
      title: 'Modul Ajar Statistika Uji',
      sections,
      revision: created.body.revision,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.sections.find((s: { key: string }) => s.key === 'tujuan').body).toBe('<p>Murid dapat menyajikan data dalam diagram.</p>');
    expect((await call('PUT', `/api/planning/documents/${created.body.id}`, guru, { title: 'Lama', sections, revision: created.body.revision })).status).toBe(
      409,
    );

    const id = created.body.id;
    const submitted = await call('POST', `/api/planning/documents/${id}/transition`, guru, { action: 'submit', revision: saved.body.revision });
    expect(submitted.body.status).toBe('submitted');
    expect((await call('PUT', `/api/planning/documents/${id}`, guru, { title: 'Judul Baru', sections, revision: submitted.body.revision })).status).toBe(409);
    expect((await call('POST', `/api/planning/documents/${id}/transition`, guru, { action: 'review', revision: submitted.body.revision })).status).toBe(403);
    const noNote = await call('POST', `/api/planning/documents/${id}/transition`, kepsek, { action: 'return', revision: submitted.body.revision });
    expect(noNote.status).toBe(422);
    expect(noNote.body.errors.note[0]).toContain('catatan');

    const returned = await call('POST', `/api/planning/documents/${id}/transition`, kepsek, {
      action: 'return',
      note: 'Tambahkan rubrik asesmen.',
      revision: submitted.body.revision,
    });
    expect(returned.body.status).toBe('returned');
    const seen = (await call('GET', `/api/planning/documents/${id}`, guru)).body;
    expect(seen.reviewNote).toBe('Tambahkan rubrik asesmen.');
    expect(seen.canEdit).toBe(true);
    const revised = await call('PUT', `/api/planning/documents/${id}`, guru, {
      title: seen.title,
      sections: seen.sections.map((s: { key: string; body: string }) => (s.key === 'asesmen' ? { ...s, body: '<ul><li>Rubrik presentasi</li></ul>' } : s)),
      revision: seen.revision,
    });
    const again = await call('POST', `/api/planning/documents/${id}/transition`, guru, { action: 'submit', revision: revised.body.revision });
    const reviewed = await call('POST', `/api/planning/documents/${id}/transition`, kepsek, {
      action: 'review',
      note: 'Sudah lengkap dan runtut.',
      revision: again.body.revision,
    });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.status).toBe('reviewed');
    expect(reviewed.body.events.map((e: { action: string }) => e.action)).toEqual(['submitted', 'returned', 'submitted', 'reviewed']);
    expect((await call('DELETE', `/api/planning/documents/${id}`, guru)).status).toBe(409);

    const pdf = await t.app.inject({ method: 'GET', url: `/api/planning/documents/${id}/document.pdf?paper=F4`, headers: { authorization: `Bearer ${guru}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await readPdf(pdf.rawPayload)).all;
    for (const words of [
      'MODUL AJAR',
      'Modul Ajar Statistika Uji',
      'SMK',
      'Tujuan Pembelajaran',
      'Murid dapat menyajikan data dalam diagram.',
      'Rubrik presentasi',
      'Sudah lengkap dan runtut.',
      'Kepala Sekolah',
      'Guru Mata Pelajaran',
    ]) {
      expect(text).toContain(words);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/planning/documents/${id}/document.pdf`, headers: { authorization: `Bearer ${otherAdmin}` } })).statusCode,
    ).toBe(404);

    const records = await call('GET', '/api/planning/supervision/records?action=returned', kepsek);
    expect(records.body.records.some((r: { documentId: number; note: string }) => r.documentId === id && r.note === 'Tambahkan rubrik asesmen.')).toBe(true);
    expect((await call('GET', `/api/planning/documents/${id}`, siswa)).status).toBe(404);
    expect((await call('GET', '/api/planning/documents?kind=modul_ajar', siswa)).status).toBe(403);
  });
});

describe('supervision', () => {
  it('shows each teaching class with the required documents and their state; the school sets what is required', async () => {
    const req = await call('GET', '/api/planning/requirements?semester=2', kepsek);
    expect(req.status).toBe(200);
    expect(req.body.requirements.filter((r: { required: boolean }) => r.required).map((r: { kind: string }) => r.kind)).toEqual(['modul_ajar']);
    const classes = await call('GET', '/api/planning/supervision/classes?semester=2', kepsek);
    expect(classes.status).toBe(200);
    expect(classes.body.schoolWide).toBe(true);
    const math = classes.body.rows.filter(
      (r: { courseName: string; teacherName: string }) => r.courseName === 'Matematika' && r.teacherName.startsWith('Budi Santoso'),
    );
    expect(math.length).toBeGreaterThan(0);
    expect(['submitted', 'reviewed']).toContain(math[0].kinds[0].state);
    const detail = await call('GET', `/api/planning/supervision/classes/${math[0].sectionId}/${math[0].courseId}/${math[0].teacherId}?semester=2`, kepsek);
    expect(detail.status).toBe(200);
    expect(detail.body.documents.length).toBeGreaterThan(0);
    const mine = await call('GET', '/api/planning/supervision/classes', guru);
    expect(mine.body.schoolWide).toBe(false);
    expect(mine.body.rows.every((r: { teacherName: string }) => r.teacherName.startsWith('Budi Santoso'))).toBe(true);

    const saved = await call('PUT', '/api/planning/requirements', admin, {
      semester: '2',
      requirements: [
        { kind: 'modul_ajar', required: true, dueDate: '2026-01-31' },
        { kind: 'rpp', required: true },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.defaulted).toBe(false);
    const after = await call('GET', '/api/planning/supervision/classes?semester=2', kepsek);
    expect(after.body.required.map((r: { kind: string }) => r.kind).sort()).toEqual(['modul_ajar', 'rpp']);
    expect((await call('PUT', '/api/planning/requirements', guru, { semester: '2', requirements: [] })).status).toBe(403);
    const sections = await call('GET', '/api/planning/supervision/sections', kepsek);
    expect(sections.status).toBe(200);
    expect(sections.body.sections.some((s: { projects: unknown[] }) => s.projects.length > 0)).toBe(true);
  });
});

describe('links to the curriculum', () => {
  /** A new document of guru@'s teaching class, and what it can link. */
  async function newDocumentWithChoices(kind: string, teaching: { courseId: number; classId: number }, semester: string, title: string) {
    const doc = (await call('POST', '/api/planning/documents', guru, { kind, courseId: teaching.courseId, classId: teaching.classId, semester, title })).body;
    const choices = await call('GET', `/api/planning/documents/${doc.id}/links`, guru);
    expect(choices.status).toBe(200);
    return { doc, choices };
  }

  it('links a modul ajar to the school TPs of its subject and grade, and the TP then counts as used', async () => {
    const db = t.database.db;
    const options = (await call('GET', '/api/planning/documents/options?kind=modul_ajar', guru)).body;
    const teaching = options.teaching.find((x: { courseName: string }) => x.courseName === 'Matematika');
    const [course] = await db.select({ schoolId: courses.schoolId }).from(courses).where(eq(courses.id, teaching.courseId));
    const [subject] = await db
      .insert(curriculumSubjects)
      .values({ code: `UJI${Date.now() % 100000}`, name: 'Matematika Uji' })
      .returning({ id: curriculumSubjects.id });
    const [atp] = await db
      .insert(curriculumAtps)
      .values({ schoolId: course.schoolId, subjectId: subject.id, courseId: teaching.courseId, phase: 'E', title: 'ATP Matematika Fase E' })
      .returning({ id: curriculumAtps.id });
    const [tp] = await db
      .insert(curriculumTps)
      .values({
        schoolId: course.schoolId,
        atpId: atp.id,
        code: '10.1',
        description: 'Menyajikan data dalam diagram yang sesuai.',
        grade: 10,
        semester: '2',
        position: 1,
      })
      .returning({ id: curriculumTps.id });

    const { doc, choices } = await newDocumentWithChoices('modul_ajar', teaching, '2', 'Modul Ajar Tautan TP');
    expect(choices.body.options.map((o: { refId: number }) => o.refId)).toContain(tp.id);
    const linked = await call('PUT', `/api/planning/documents/${doc.id}`, guru, {
      title: doc.title,
      sections: doc.sections,
      links: [{ refKind: 'tp', refId: tp.id }],
      revision: doc.revision,
    });
    expect(linked.status).toBe(200);
    expect(linked.body.links).toEqual([{ refKind: 'tp', refId: tp.id, code: '10.1', label: 'Menyajikan data dalam diagram yang sesuai.' }]);
    const wrong = await call('PUT', `/api/planning/documents/${doc.id}`, guru, {
      title: doc.title,
      sections: doc.sections,
      links: [{ refKind: 'kd', refId: tp.id }],
      revision: linked.body.revision,
    });
    expect(wrong.status).toBe(422);
    const uses = await findCurriculumUses(db, course.schoolId, 'tp', [tp.id]);
    expect(uses.find((u) => u.where.startsWith('dokumen perencanaan'))?.count).toBe(1);
  });
  it("links a K13 RPP to the school KDs of its subject and grade, grouped by KI; a TP, another subject's KD or another school's KD is refused", async () => {
    const db = t.database.db;
    const options = (await call('GET', '/api/planning/documents/options?kind=rpp', guru)).body;
    const teaching = options.teaching.find((x: { courseName: string }) => x.courseName === 'Matematika');
    const [course] = await db.select({ schoolId: courses.schoolId }).from(courses).where(eq(courses.id, teaching.courseId));
    const [grade] = await db.select({ grade: classes.grade }).from(classes).where(eq(classes.id, teaching.classId));
    const [profile] = await db.select({ subjectId: courseProfiles.subjectId }).from(courseProfiles).where(eq(courseProfiles.courseId, teaching.courseId));
    const [otherSubject] = await db
      .insert(curriculumSubjects)
      .values({ code: `UJK${Date.now() % 100000}`, name: 'Mapel Lain Uji' })
      .returning({ id: curriculumSubjects.id });
    const kd = (subjectId: number, schoolId: number | null, code: string) => ({
      schoolId,
      subjectId,
      grade: grade.grade,
      kiNumber: Number(code[0]),
      code,
      description: `Kompetensi ${code} uji tautan.`,
    });
    const [mine, skill, otherCourse, platform] = await db
      .insert(curriculumKds)
      .values([
        kd(profile.subjectId!, course.schoolId, '3.91'),
        kd(profile.subjectId!, course.schoolId, '4.91'),
        kd(otherSubject.id, course.schoolId, '3.92'),
        kd(profile.subjectId!, null, '3.93'),
      ])
      .returning({ id: curriculumKds.id });

    const { doc, choices } = await newDocumentWithChoices('rpp', teaching, '1', 'RPP Tautan KD');
    expect(choices.body.kinds).toEqual(['kd']);
    expect(choices.body.note).toBeNull();
    const offered = choices.body.options.filter((o: { code: string }) => o.code.endsWith('.91'));
    expect(offered).toEqual([
      { refKind: 'kd', refId: mine.id, code: '3.91', label: 'Kompetensi 3.91 uji tautan.', group: 'KI-3 Pengetahuan', semester: null },
      { refKind: 'kd', refId: skill.id, code: '4.91', label: 'Kompetensi 4.91 uji tautan.', group: 'KI-4 Keterampilan', semester: null },
    ]);
    // Only the course's own subject, and only the school's own KDs (the platform's is a reference to copy).
    const ids = choices.body.options.map((o: { refId: number }) => o.refId);
    expect(ids).not.toContain(otherCourse.id);
    expect(ids).not.toContain(platform.id);

    const save = (links: unknown[], revision: number) =>
      call('PUT', `/api/planning/documents/${doc.id}`, guru, { title: doc.title, sections: doc.sections, links, revision });
    const linked = await save([{ refKind: 'kd', refId: mine.id }], doc.revision);
    expect(linked.status).toBe(200);
    expect(linked.body.links).toEqual([{ refKind: 'kd', refId: mine.id, code: '3.91', label: 'Kompetensi 3.91 uji tautan.' }]);
    const refused = await save(
      [
        { refKind: 'tp', refId: 1 },
        { refKind: 'kd', refId: otherCourse.id },
        { refKind: 'kd', refId: platform.id },
      ],
      linked.body.revision,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'links.0.refKind': ['Dokumen K13 ditautkan ke KD, bukan CP/TP.'],
      'links.1.refId': ['KD ini untuk mata pelajaran lain.'],
      'links.2.refId': ['KD tidak ditemukan di kurikulum sekolah.'],
    });
    // Nothing of the refused save was written; the linked KD counts as used.
    expect((await call('GET', `/api/planning/documents/${doc.id}`, guru)).body.links).toEqual(linked.body.links);
    const uses = await findCurriculumUses(db, course.schoolId, 'kd', [mine.id]);
    expect(uses.find((u) => u.where.startsWith('dokumen perencanaan'))?.count).toBe(1);
  });
  it("lets the K13 demo school's teacher link an RPP to the school's KDs right after seeding", async () => {
    const smpGuru = (await t.signIn('guru.smp@demo.sch.id')).token;
    const options = (await call('GET', '/api/planning/documents/options?kind=rpp', smpGuru)).body;
    const teaching = options.teaching.find((x: { courseName: string }) => x.courseName === 'Matematika');
    expect(teaching).toBeDefined();
    const doc = (
      await call('POST', '/api/planning/documents', smpGuru, {
        kind: 'rpp',
        courseId: teaching.courseId,
        classId: teaching.classId,
        semester: '1',
        title: 'RPP Bilangan',
      })
    ).body;
    const choices = (await call('GET', `/api/planning/documents/${doc.id}/links`, smpGuru)).body;
    expect(choices.kinds).toEqual(['kd']);
    expect(choices.options.length).toBeGreaterThan(0);
    expect(new Set(choices.options.map((o: { group: string }) => o.group))).toContain('KI-3 Pengetahuan');
    const first = choices.options[0];
    const linked = await call('PUT', `/api/planning/documents/${doc.id}`, smpGuru, {
      title: doc.title,
      sections: doc.sections,
      links: [{ refKind: 'kd', refId: first.refId }],
      revision: doc.revision,
    });
    expect(linked.status).toBe(200);
    expect(linked.body.links).toEqual([{ refKind: 'kd', refId: first.refId, code: first.code, label: first.label }]);
  });
});
