/**
 * The assessment reports of document 02, 2.8 (issue 14): tables over data other parts already keep, each read
 * through that part's own functions (attendance through `absenceTotals`, class room assignments through
 * `assignmentRecords`/`roomWorkload`, extracurriculars and kokurikuler through the rapor's `raporData`, grades
 * through `sectionResults`/`gradeBooks`). Every report is one table with the filters it was made with, shown on
 * screen, printed, and downloaded as .xlsx with the same rows.
 */
import { and, asc, eq } from 'drizzle-orm';
import { SCHOOL_WIDE } from '../../shared/grades/permissions.ts';
import { kindLabels } from '../../shared/grades/schemas.ts';
import type { ReportKind, ReportQuery } from '../../shared/api/grades/reports.ts';
import { classes, courses, sections, teachingAssignments } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { assignmentRecords, roomWorkload } from '../classroom/grade-feed.ts';
import { absenceTotals } from './absences.ts';
import { gradeBooks, resultOf } from './gradebook.ts';
import { requireGrades, yearOf } from './guard.ts';
import { layoutOf } from './layout.ts';
import { loadSection } from './rapor-access.ts';
import { raporData } from './rapor.ts';
import { DEFAULT_KKM, loadAssignment, studentsOf } from './roster.ts';
import { sectionResults, sectionSubjects } from './section-results.ts';
import { releaseOf, settingsOf } from './settings.ts';
import { sheetFile } from './xlsx.ts';

type Cell = string | number | null;
export interface ReportTable {
  kind: ReportKind;
  title: string;
  /** What the report was made with, printed under the title. */
  subtitle: string[];
  /** The choices of the picker: rombel (section reports), teaching classes (assignment report) or none. */
  options: { id: number; name: string }[];
  chosen: number | null;
  semester: string;
  columns: string[];
  rows: Cell[][];
}

const TITLES: Record<ReportKind, string> = {
  'kehadiran-siswa': 'Rekap Kehadiran Siswa',
  'penilaian-siswa': 'Laporan Penilaian Siswa',
  'performa-siswa': 'Laporan Performa Siswa',
  ekstra: 'Nilai Ekstrakurikuler',
  karakter: 'Perkembangan Karakter',
  tugas: 'Laporan Tugas',
  'performa-guru': 'Laporan Performa Guru',
  'performa-mentor': 'Laporan Performa Mentor',
  'nilai-ajar': 'Rekap Nilai Kelas Ajar',
  'nilai-penilaian': 'Data Nilai per Penilaian',
  rombel: 'Daftar Rombel',
};

const mean = (xs: number[]) => (xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 100) / 100 : null);

/** The rombel this person may report on: every rombel of the year for the office and the principal, else their own. */
async function sectionOptions(ctx: SessionContext, yearId: number) {
  const wide = SCHOOL_WIDE.includes(ctx.session.userTypeId);
  return ctx.db
    .select({ id: sections.id, name: sections.name })
    .from(sections)
    .innerJoin(classes, eq(classes.id, sections.classId))
    .where(
      and(
        eq(sections.schoolId, ctx.session.schoolId),
        eq(sections.academicYearId, yearId),
        wide ? undefined : eq(sections.homeroomTeacherId, ctx.session.userId),
      ),
    )
    .orderBy(asc(classes.grade), asc(sections.name));
}

/** The teaching classes this person may report on: their own and their rombel's; every class for the office. */
async function classOptions(ctx: SessionContext, yearId: number) {
  const wide = SCHOOL_WIDE.includes(ctx.session.userTypeId);
  const led = (await sectionOptions(ctx, yearId)).map((s) => s.id);
  const rows = await ctx.db
    .select({ id: teachingAssignments.id, course: courses.name, section: sections.name, sectionId: sections.id, teacherId: teachingAssignments.userId })
    .from(teachingAssignments)
    .innerJoin(courses, eq(courses.id, teachingAssignments.courseId))
    .innerJoin(sections, eq(sections.id, teachingAssignments.sectionId))
    .where(and(eq(teachingAssignments.schoolId, ctx.session.schoolId), eq(teachingAssignments.academicYearId, yearId)))
    .orderBy(asc(sections.name), asc(courses.name));
  return rows
    .filter((r) => wide || r.teacherId === ctx.session.userId || led.includes(r.sectionId))
    .map((r) => ({ id: r.id, name: `${r.course} · ${r.section}` }));
}

/** GET /api/grades/reports: one report as a table. */
export async function gradesReport({ ctx, input }: { ctx: SessionContext; input: ReportQuery }): Promise<ReportTable> {
  const kind = input.report;
  const schoolId = ctx.session.schoolId;
  const mentorSelf = kind === 'performa-mentor' && ctx.session.userTypeId === '7';
  if (kind === 'performa-guru' || kind === 'performa-mentor') {
    if (!mentorSelf) requireGrades(ctx, 'school.read');
  } else if (kind === 'tugas' || kind === 'nilai-ajar' || kind === 'nilai-penilaian') requireGrades(ctx, 'grades.read');
  else if (kind === 'rombel') requireGrades(ctx, 'school.read');
  else requireGrades(ctx, 'rapor.read');
  const year = await yearOf(ctx);
  const settings = await settingsOf(ctx.db, schoolId, year.id);
  const semester = input.semester ?? settings.semester;
  const base = { kind, title: TITLES[kind], semester };
  const yearLine = `Tahun ajaran ${year.description} · semester ${semester}`;

  if (kind === 'performa-guru' || kind === 'performa-mentor')
    return {
      ...base,
      ...(await teacherPerformance(ctx, year.id, semester, settings.weights, kind === 'performa-mentor' ? '7' : '3', mentorSelf ? ctx.session.userId : null)),
      subtitle: [yearLine],
      options: [],
      chosen: null,
    };

  if (kind === 'nilai-ajar')
    return { ...base, ...(await classValues(ctx, year.id, semester, settings.weights)), subtitle: [yearLine], options: [], chosen: null };
  if (kind === 'rombel') return { ...base, ...(await sectionList(ctx, year.id)), subtitle: [`Tahun ajaran ${year.description}`], options: [], chosen: null };
  if (kind === 'nilai-penilaian') {
    const options = await classOptions(ctx, year.id);
    const chosen = input.id ?? options[0]?.id ?? null;
    if (chosen === null) return { ...base, subtitle: [yearLine], options, chosen, columns: [], rows: [] };
    const a = await loadAssignment(ctx, chosen, 'read');
    const [students, books] = await Promise.all([studentsOf(ctx.db, schoolId, a.sectionId), gradeBooks(ctx.db, schoolId, [a.id], semester)]);
    const book = books.get(a.id)!;
    const labels = kindLabels(a.layout);
    return {
      ...base,
      subtitle: [`${a.courseName} · ${a.sectionName} · ${a.teacherName} · KKTP ${a.kkm}`, yearLine],
      options,
      chosen,
      columns: ['No', 'Penilaian', 'Jenis', 'Tujuan pembelajaran', 'Sumber', 'Dinilai', 'Rata-rata', 'Tertinggi', 'Terendah', 'Di bawah KKTP'],
      rows: book.columns.map((c, i) => {
        const scores = students.flatMap((s) => {
          const n = book.cells.get(s.id)?.get(c.id)?.score;
          return n === null || n === undefined ? [] : [n];
        });
        return [
          i + 1,
          c.title,
          labels[c.kind],
          c.objective,
          c.source,
          `${scores.length}/${students.length}`,
          mean(scores),
          scores.length ? Math.max(...scores) : null,
          scores.length ? Math.min(...scores) : null,
          scores.filter((n) => n < a.kkm).length,
        ];
      }),
    };
  }

  if (kind === 'tugas') {
    const options = await classOptions(ctx, year.id);
    const chosen = input.id ?? options[0]?.id ?? null;
    if (chosen === null) return { ...base, subtitle: [yearLine], options, chosen, columns: [], rows: [] };
    const a = await loadAssignment(ctx, chosen, 'read');
    const [students, records] = await Promise.all([studentsOf(ctx.db, schoolId, a.sectionId), assignmentRecords(ctx.db, schoolId, [a.id])]);
    const n = students.length;
    return {
      ...base,
      subtitle: [`${a.courseName} · ${a.sectionName} · ${a.teacherName}`, `Tahun ajaran ${year.description}`],
      options,
      chosen,
      columns: ['No', 'Tugas', 'Tenggat', 'Status', 'Mengumpulkan', 'Terlambat', 'Belum mengumpulkan', 'Sudah dinilai', 'Rata-rata nilai'],
      rows: records.map((r, i) => {
        const subs = [...r.submissions.values()];
        const scores = subs.flatMap((s) => (s.score === null ? [] : [s.score]));
        return [
          i + 1,
          r.title,
          r.dueAt.toISOString().slice(0, 10),
          r.closed ? 'Ditutup' : 'Dibuka',
          `${subs.length}/${n}`,
          subs.filter((s) => s.late).length,
          Math.max(0, n - subs.length),
          subs.filter((s) => s.graded).length,
          mean(scores),
        ];
      }),
    };
  }

  const options = await sectionOptions(ctx, year.id);
  const chosen = input.id ?? options[0]?.id ?? null;
  if (chosen === null) return { ...base, subtitle: [yearLine], options, chosen, columns: [], rows: [] };
  const section = await loadSection(ctx, chosen, 'read');
  if (!options.some((o) => o.id === chosen)) throw notFound('Rombel tidak ditemukan.');
  const subtitle = [`Rombel ${section.name}`, yearLine];
  const students = await studentsOf(ctx.db, schoolId, chosen);
  const ids = students.map((s) => s.id);
  const release = await releaseOf(ctx.db, schoolId, year.id, semester);
  const layout = layoutOf(year.curriculumId);

  if (kind === 'kehadiran-siswa') {
    const totals = await absenceTotals(ctx.db, schoolId, year.id, semester, ids, release !== null);
    return {
      ...base,
      subtitle,
      options,
      chosen,
      columns: ['No', 'NIS', 'Nama', 'Sakit', 'Izin', 'Tanpa keterangan', 'Jumlah', 'Sumber'],
      rows: students.map((s, i) => {
        const t = totals.get(s.id) ?? { sick: 0, permit: 0, absent: 0, source: 'entered' as const, frozen: false };
        return [
          i + 1,
          s.nis,
          s.name,
          t.sick,
          t.permit,
          t.absent,
          t.sick + t.permit + t.absent,
          t.frozen ? 'Rapor (dibekukan)' : t.source === 'attendance' ? 'Presensi' : 'Diisi wali kelas',
        ];
      }),
    };
  }

  if (kind === 'penilaian-siswa') {
    const results = await sectionResults(ctx.db, schoolId, chosen, semester, settings.weights, layout);
    return {
      ...base,
      subtitle,
      options,
      chosen,
      columns: ['No', 'Mata pelajaran', 'KKM', 'Dinilai', 'Rata-rata', 'Tertinggi', 'Terendah', 'Di bawah KKM', 'Tuntas (%)'],
      rows: results.subjects.map((subject, i) => {
        const grades = students.flatMap((s) => {
          const g = results.of(s.id).find((r) => r.assignmentId === subject.assignmentId)?.finalGrade;
          return g === null || g === undefined ? [] : [g];
        });
        const kkm = subject.kkm ?? DEFAULT_KKM;
        const below = grades.filter((g) => g < kkm).length;
        return [
          i + 1,
          subject.courseName,
          kkm,
          `${grades.length}/${students.length}`,
          mean(grades),
          grades.length ? Math.max(...grades) : null,
          grades.length ? Math.min(...grades) : null,
          below,
          grades.length ? Math.round(((grades.length - below) / grades.length) * 100) : null,
        ];
      }),
    };
  }

  if (kind === 'performa-siswa') {
    const [results, totals, records] = await Promise.all([
      sectionResults(ctx.db, schoolId, chosen, semester, settings.weights, layout),
      absenceTotals(ctx.db, schoolId, year.id, semester, ids, release !== null),
      ctx.db
        .select({ id: teachingAssignments.id })
        .from(teachingAssignments)
        .where(and(eq(teachingAssignments.schoolId, schoolId), eq(teachingAssignments.sectionId, chosen)))
        .then((rows) =>
          assignmentRecords(
            ctx.db,
            schoolId,
            rows.map((r) => r.id),
          ),
        ),
    ]);
    const rows = students.map((s) => {
      const mine = results.of(s.id).filter((r) => r.finalGrade !== null);
      const average = mean(mine.map((r) => r.finalGrade!));
      const t = totals.get(s.id);
      const submitted = records.filter((r) => r.submissions.has(s.id)).length;
      return { s, average, below: mine.filter((r) => r.finalGrade! < r.kkm).length, absent: t ? t.sick + t.permit + t.absent : 0, submitted };
    });
    const sorted = rows.map((r) => r.average ?? -1).sort((a, b) => b - a);
    return {
      ...base,
      subtitle,
      options,
      chosen,
      columns: ['Peringkat', 'NIS', 'Nama', 'Rata-rata nilai akhir', 'Mapel di bawah KKM', 'Tidak hadir (S+I+A)', 'Tugas dikumpulkan'],
      rows: rows
        .map(
          (r) =>
            [
              r.average === null ? null : sorted.indexOf(r.average) + 1,
              r.s.nis,
              r.s.name,
              r.average,
              r.below,
              r.absent,
              `${r.submitted}/${records.length}`,
            ] as Cell[],
        )
        .sort((a, b) => ((a[0] as number | null) ?? 1e9) - ((b[0] as number | null) ?? 1e9)),
    };
  }

  // ekstra, karakter: the homeroom part of the rapor as the rapor prints it.
  const { rapors } = await raporData(ctx.db, {
    schoolId,
    yearId: year.id,
    yearLabel: year.description,
    curriculumId: year.curriculumId,
    semester,
    sectionId: chosen,
    studentIds: ids,
    weights: settings.weights,
    release,
  });
  if (kind === 'ekstra') {
    return {
      ...base,
      subtitle,
      options,
      chosen,
      columns: ['No', 'NIS', 'Nama', 'Ekstrakurikuler', 'Predikat', 'Keterangan', 'Sumber'],
      rows: rapors.flatMap((r, i) =>
        r.extracurriculars.length
          ? r.extracurriculars.map(
              (e, j) =>
                [
                  j === 0 ? i + 1 : null,
                  j === 0 ? r.student.nis : null,
                  j === 0 ? r.student.name : null,
                  e.name,
                  e.grade,
                  e.note,
                  r.extracurricularsFrom === 'entered' ? 'Diisi wali kelas' : 'Pembina',
                ] as Cell[],
            )
          : [[i + 1, r.student.nis, r.student.name, '–', null, 'Belum mengikuti ekstrakurikuler', null] as Cell[]],
      ),
    };
  }
  return {
    ...base,
    subtitle,
    options,
    chosen,
    columns: ['No', 'NIS', 'Nama', 'Kokurikuler (profil pelajar Pancasila)', 'Sikap spiritual', 'Sikap sosial', 'Catatan wali kelas'],
    rows: rapors.map((r, i) => [
      i + 1,
      r.student.nis,
      r.student.name,
      r.kokurikuler ?? 'Belum dinilai',
      r.attitude ? `${r.attitude.spiritual.predicate}: ${r.attitude.spiritual.description}` : null,
      r.attitude ? `${r.attitude.social.predicate}: ${r.attitude.social.description}` : null,
      r.homeroomNote,
    ]),
  };
}

/** Per teacher (type 3) or mentor (type 7): classes, how complete their grade books are, assignments and grading backlog. */
async function teacherPerformance(
  ctx: SessionContext,
  yearId: number,
  semester: string,
  weights: Record<string, number>,
  type: '3' | '7',
  only: number | null,
) {
  const schoolId = ctx.session.schoolId;
  const classesOf = await ctx.db
    .select({ id: teachingAssignments.id, teacherId: users.id, teacherName: users.fullName, sectionId: teachingAssignments.sectionId })
    .from(teachingAssignments)
    .innerJoin(users, eq(users.id, teachingAssignments.userId))
    .where(
      and(
        eq(teachingAssignments.schoolId, schoolId),
        eq(teachingAssignments.academicYearId, yearId),
        eq(users.userTypeId, type),
        only === null ? undefined : eq(users.id, only),
      ),
    )
    .orderBy(asc(users.fullName));
  const ids = classesOf.map((c) => c.id);
  const sectionIds = [...new Set(classesOf.map((c) => c.sectionId))];
  const [books, work, rosters] = await Promise.all([
    gradeBooks(ctx.db, schoolId, ids, semester),
    roomWorkload(ctx.db, schoolId, ids),
    Promise.all(sectionIds.map(async (id) => [id, (await studentsOf(ctx.db, schoolId, id)).map((s) => s.id)] as const)),
  ]);
  const roster = new Map(rosters);
  const byTeacher = new Map<
    number,
    { name: string; classes: number; columns: number; filled: number; slots: number; finals: number[]; assignments: number; ungraded: number }
  >();
  for (const c of classesOf) {
    const t = byTeacher.get(c.teacherId) ?? { name: c.teacherName, classes: 0, columns: 0, filled: 0, slots: 0, finals: [], assignments: 0, ungraded: 0 };
    byTeacher.set(c.teacherId, t);
    const book = books.get(c.id)!;
    const students = roster.get(c.sectionId) ?? [];
    t.classes += 1;
    t.columns += book.columns.length;
    t.slots += book.columns.length * students.length;
    for (const s of students) {
      const cells = book.cells.get(s);
      for (const col of book.columns) if (cells?.get(col.id)?.score !== null && cells?.get(col.id)?.score !== undefined) t.filled += 1;
      const f = resultOf(book, s, weights, DEFAULT_KKM).finalGrade;
      if (f !== null) t.finals.push(f);
    }
    t.assignments += work.get(c.id)?.assignments ?? 0;
    t.ungraded += work.get(c.id)?.ungraded ?? 0;
  }
  return {
    columns: ['No', 'Nama', 'Kelas ajar', 'Penilaian', 'Kelengkapan nilai (%)', 'Rata-rata nilai akhir siswa', 'Tugas diberikan', 'Tugas belum dinilai'],
    rows: [...byTeacher.values()].map(
      (t, i) =>
        [i + 1, t.name, t.classes, t.columns, t.slots ? Math.round((t.filled / t.slots) * 100) : null, mean(t.finals), t.assignments, t.ungraded] as Cell[],
    ),
  };
}

/** Per teaching class (a teacher's own; every class for the office and the principal): how complete and how high. */
async function classValues(ctx: SessionContext, yearId: number, semester: string, weights: Record<string, number>) {
  const schoolId = ctx.session.schoolId;
  const wide = SCHOOL_WIDE.includes(ctx.session.userTypeId);
  const list = await ctx.db
    .select({ id: teachingAssignments.id, course: courses.name, section: sections.name, sectionId: sections.id, teacher: users.fullName })
    .from(teachingAssignments)
    .innerJoin(courses, eq(courses.id, teachingAssignments.courseId))
    .innerJoin(sections, eq(sections.id, teachingAssignments.sectionId))
    .innerJoin(classes, eq(classes.id, sections.classId))
    .innerJoin(users, eq(users.id, teachingAssignments.userId))
    .where(
      and(
        eq(teachingAssignments.schoolId, schoolId),
        eq(teachingAssignments.academicYearId, yearId),
        wide ? undefined : eq(teachingAssignments.userId, ctx.session.userId),
      ),
    )
    .orderBy(asc(classes.grade), asc(sections.name), asc(courses.name));
  const sectionIds = [...new Set(list.map((c) => c.sectionId))];
  const [books, perSection] = await Promise.all([
    gradeBooks(
      ctx.db,
      schoolId,
      list.map((c) => c.id),
      semester,
    ),
    Promise.all(
      sectionIds.map(
        async (id) =>
          [
            id,
            {
              students: (await studentsOf(ctx.db, schoolId, id)).map((s) => s.id),
              kkm: new Map((await sectionSubjects(ctx.db, schoolId, id)).map((s) => [s.assignmentId, s.kkm ?? DEFAULT_KKM])),
            },
          ] as const,
      ),
    ),
  ]);
  const sectionOf = new Map(perSection);
  return {
    columns: ['No', 'Mata pelajaran', 'Rombel', 'Guru', 'Siswa', 'Penilaian', 'Kelengkapan nilai (%)', 'KKTP', 'Rata-rata nilai akhir', 'Di bawah KKTP'],
    rows: list.map((c, i) => {
      const book = books.get(c.id)!;
      const { students, kkm: kkms } = sectionOf.get(c.sectionId)!;
      const kkm = kkms.get(c.id) ?? DEFAULT_KKM;
      let filled = 0;
      const finals: number[] = [];
      for (const s of students) {
        for (const col of book.columns) if (book.cells.get(s)?.get(col.id)?.score != null) filled += 1;
        const f = resultOf(book, s, weights, kkm).finalGrade;
        if (f !== null) finals.push(f);
      }
      const slots = book.columns.length * students.length;
      return [
        i + 1,
        c.course,
        c.section,
        c.teacher,
        students.length,
        book.columns.length,
        slots ? Math.round((filled / slots) * 100) : null,
        kkm,
        mean(finals),
        finals.filter((f) => f < kkm).length,
      ] as Cell[];
    }),
  };
}

/** Every rombel of the year with its class, homeroom teacher, students and subjects (the office's list). */
async function sectionList(ctx: SessionContext, yearId: number) {
  const schoolId = ctx.session.schoolId;
  const rows = await ctx.db
    .select({ id: sections.id, name: sections.name, className: classes.name, grade: classes.grade, major: sections.major, homeroom: users.fullName })
    .from(sections)
    .innerJoin(classes, eq(classes.id, sections.classId))
    .leftJoin(users, eq(users.id, sections.homeroomTeacherId))
    .where(and(eq(sections.schoolId, schoolId), eq(sections.academicYearId, yearId)))
    .orderBy(asc(classes.grade), asc(sections.name));
  const [sizes, subjects] = await Promise.all([
    Promise.all(rows.map((r) => studentsOf(ctx.db, schoolId, r.id).then((s) => s.length))),
    Promise.all(rows.map((r) => sectionSubjects(ctx.db, schoolId, r.id).then((s) => s.length))),
  ]);
  return {
    columns: ['No', 'Rombel', 'Kelas', 'Jurusan', 'Wali kelas', 'Siswa', 'Mata pelajaran'],
    rows: rows.map((r, i) => [i + 1, r.name, r.className, r.major, r.homeroom ?? 'Belum ada', sizes[i], subjects[i]] as Cell[]),
  };
}

/** GET /api/grades/reports/xlsx: the same table as a workbook. */
export async function gradesReportXlsx(args: { ctx: SessionContext; input: ReportQuery }) {
  const r = await gradesReport(args);
  return sheetFile({
    name: `${r.title} ${r.subtitle[0] ?? ''} semester ${r.semester}`,
    title: r.title,
    subtitle: r.subtitle,
    columns: r.columns.map((header) => ({ header, width: header === 'Nama' || header === 'Tugas' ? 30 : undefined })),
    rows: r.rows,
  });
}
