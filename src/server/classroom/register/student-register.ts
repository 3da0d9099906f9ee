/**
 * Buku induk: the legal register of every student the school has had. The register's own facts (number, entry,
 * exit, diploma) live in sd_student_registers; identity and parents come from master data; the results per semester
 * come from the grades module's rapor service, released semesters only (what was given to the family).
 */
import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { studentRegisters } from '../../db/schema/school-life.ts';
import { academicYears } from '../../db/schema/schools.ts';
import { classes, classMaps, guardianProfiles, guardianStudents, sections, studentProfiles } from '../../db/schema/master.ts';
import { users } from '../../db/schema/users.ts';
import type { SessionContext } from '../../http/context.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { raporData } from '../../grades/rapor.ts';
import { releaseOf, settingsOf } from '../../grades/settings.ts';
import { escapeLike } from '../../resources/like.ts';
import type { registerInput } from '../../../shared/api/classroom/student-register.ts';
import { ENTRY_BASIS_LABELS, EXIT_REASON_LABELS, schoolLifeAllows } from '../../../shared/classroom/school-life.ts';
import type { Paper } from '../../../shared/documents/paper.ts';
import { renderStudentRegister } from '../../documents/student-register.ts';
import { pdfFilename, type PdfFile } from '../../documents/pdf-file.ts';
import { loadSchoolProfile } from '../../documents/school-profile.ts';
import { STUDENT } from '../../../shared/classroom/permissions.ts';

const PAGE = 50;
const NOT_FOUND = 'Siswa tidak ditemukan di buku induk sekolah ini.';
type ExitReason = 'lulus';
type EntryBasis = 'baru';

function requireReader(ctx: SessionContext) {
  if (!schoolLifeAllows('register.read', ctx.session.userTypeId)) throw forbidden('Buku induk dibuka admin, TU dan kepala sekolah.');
}

export async function registerList({ ctx, input }: { ctx: SessionContext; input: { q?: string; status: 'active' | 'exited' | 'all'; page: number } }) {
  requireReader(ctx);
  const { db, session } = ctx;
  const where: (SQL | undefined)[] = [eq(users.schoolId, session.schoolId), eq(users.userTypeId, STUDENT)];
  if (input.status === 'active') where.push(isNull(studentRegisters.exitOn));
  if (input.status === 'exited') where.push(isNotNull(studentRegisters.exitOn));
  if (input.q) {
    const like = `%${escapeLike(input.q)}%`;
    where.push(
      or(ilike(users.fullName, like), ilike(studentProfiles.nis, like), ilike(studentProfiles.nisn, like), ilike(studentRegisters.registerNumber, like)),
    );
  }
  const base = () =>
    db
      .select({
        id: users.id,
        name: users.fullName,
        nis: studentProfiles.nis,
        nisn: studentProfiles.nisn,
        registerNumber: studentRegisters.registerNumber,
        sectionName: sections.name,
        enteredOn: studentRegisters.enteredOn,
        exitReason: studentRegisters.exitReason,
      })
      .from(users)
      .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .leftJoin(studentRegisters, eq(studentRegisters.studentId, users.id))
      .leftJoin(classMaps, and(eq(classMaps.userId, users.id), eq(classMaps.academicYearId, session.academicYearId ?? 0)))
      .leftJoin(sections, eq(sections.id, classMaps.sectionId))
      .where(and(...where));
  const [rows, [{ total }]] = await Promise.all([
    base()
      .orderBy(asc(sections.name), asc(users.fullName), asc(users.id))
      .limit(PAGE)
      .offset((input.page - 1) * PAGE),
    db.select({ total: count() }).from(base().as('register_rows')),
  ]);
  return {
    data: rows.map((r) => ({ ...r, exitReason: r.exitReason as ExitReason | null })),
    total,
    page: input.page,
    pageSize: PAGE,
    canWrite: schoolLifeAllows('register.write', session.userTypeId),
  };
}

/** Everything one sheet of the register prints, for the screen and the PDF alike. */
export async function registerRecord({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireReader(ctx);
  const { db, session } = ctx;
  const [person] = await db
    .select({ u: users, p: studentProfiles, r: studentRegisters })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(studentRegisters, eq(studentRegisters.studentId, users.id))
    .where(and(eq(users.id, id), eq(users.schoolId, session.schoolId), eq(users.userTypeId, STUDENT)));
  if (!person) throw notFound(NOT_FOUND);
  const [guardians, placements] = await Promise.all([
    db
      .select({ name: users.fullName, relation: guardianProfiles.relation, occupation: guardianProfiles.occupation, phone: guardianProfiles.phone })
      .from(guardianStudents)
      .innerJoin(users, eq(users.id, guardianStudents.guardianId))
      .leftJoin(guardianProfiles, eq(guardianProfiles.userId, guardianStudents.guardianId))
      .where(and(eq(guardianStudents.studentId, id), eq(guardianStudents.schoolId, session.schoolId)))
      .orderBy(asc(users.fullName)),
    db
      .select({
        yearId: academicYears.id,
        yearLabel: academicYears.description,
        curriculumId: academicYears.curriculumId,
        sectionId: sections.id,
        sectionName: sections.name,
        grade: classes.grade,
      })
      .from(classMaps)
      .innerJoin(academicYears, eq(academicYears.id, classMaps.academicYearId))
      .innerJoin(sections, eq(sections.id, classMaps.sectionId))
      .innerJoin(classes, eq(classes.id, sections.classId))
      .where(and(eq(classMaps.userId, id), eq(classMaps.schoolId, session.schoolId)))
      .orderBy(asc(academicYears.startDate)),
  ]);
  const results = [];
  for (const p of placements) {
    const settings = await settingsOf(db, session.schoolId, p.yearId);
    for (const semester of ['1', '2']) {
      const release = await releaseOf(db, session.schoolId, p.yearId, semester);
      if (!release) continue;
      const { rapors } = await raporData(db, {
        schoolId: session.schoolId,
        yearId: p.yearId,
        yearLabel: p.yearLabel,
        curriculumId: p.curriculumId,
        semester,
        sectionId: p.sectionId,
        studentIds: [id],
        weights: settings.weights,
        release,
      });
      const r = rapors[0];
      if (!r) continue;
      results.push({
        yearLabel: p.yearLabel,
        semester,
        sectionName: p.sectionName,
        subjects: r.subjects.map((s) => ({ courseName: s.courseName, finalGrade: s.finalGrade ?? null })),
        absence: { sick: r.absence.sick, permit: r.absence.permit, absent: r.absence.absent },
        promotion: r.promotion ?? null,
      });
    }
  }
  const { u, p, r } = person;
  return {
    id,
    identity: {
      name: u.fullName,
      nis: p?.nis ?? null,
      nisn: p?.nisn ?? null,
      nik: p?.nik ?? null,
      gender: p?.gender ?? null,
      birthPlace: p?.birthPlace ?? null,
      birthDate: p?.birthDate ?? null,
      religion: p?.religion ?? null,
      address: [p?.address, p?.village, p?.district, p?.city].filter(Boolean).join(', ') || null,
      phone: p?.phone ?? null,
    },
    parents: { father: p?.fatherName ?? null, mother: p?.motherName ?? null, guardians },
    register: r
      ? {
          registerNumber: r.registerNumber,
          enteredOn: r.enteredOn,
          entryGrade: r.entryGrade,
          entryBasis: r.entryBasis as EntryBasis,
          previousSchool: r.previousSchool,
          previousDiploma: r.previousDiploma,
          exitOn: r.exitOn,
          exitReason: r.exitReason as ExitReason | null,
          exitDestination: r.exitDestination,
          diplomaNumber: r.diplomaNumber,
          notes: r.notes,
        }
      : null,
    classes: placements.map(({ yearLabel, sectionName, grade }) => ({ yearLabel, sectionName, grade })),
    results,
    canWrite: schoolLifeAllows('register.write', session.userTypeId),
  };
}

export async function saveRegister({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.output<typeof registerInput> }) {
  if (!schoolLifeAllows('register.write', ctx.session.userTypeId)) throw forbidden('Buku induk diisi admin atau TU.');
  const { db, session } = ctx;
  const [student] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.schoolId, session.schoolId), eq(users.userTypeId, STUDENT)));
  if (!student) throw notFound(NOT_FOUND);
  const [taken] = await db
    .select({ id: studentRegisters.studentId })
    .from(studentRegisters)
    .where(
      and(
        eq(studentRegisters.schoolId, session.schoolId),
        eq(studentRegisters.registerNumber, input.registerNumber),
        sql`${studentRegisters.studentId} <> ${id}`,
      ),
    );
  if (taken)
    throw new AppError('conflict', `Nomor induk ${input.registerNumber} sudah dipakai siswa lain.`, {
      fieldErrors: { registerNumber: ['Nomor induk ini sudah dipakai siswa lain.'] },
    });
  const values = {
    registerNumber: input.registerNumber,
    enteredOn: input.enteredOn ?? null,
    entryGrade: input.entryGrade ?? null,
    entryBasis: input.entryBasis,
    previousSchool: input.previousSchool ?? null,
    previousDiploma: input.previousDiploma ?? null,
    exitOn: input.exitOn ?? null,
    exitReason: input.exitReason ?? null,
    exitDestination: input.exitDestination ?? null,
    diplomaNumber: input.diplomaNumber ?? null,
    notes: input.notes ?? null,
    updatedBy: session.userId,
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(studentRegisters).where(eq(studentRegisters.studentId, id));
    await tx
      .insert(studentRegisters)
      .values({ studentId: id, schoolId: session.schoolId, ...values })
      .onConflictDoUpdate({ target: studentRegisters.studentId, set: values });
    await recordAudit(tx, ctx, { resource: 'student_register', recordId: id, action: before ? 'update' : 'create', before: before ?? null, after: values });
    return { id };
  });
}

const longDay = (iso: string | null) =>
  iso ? new Date(`${iso}T12:00:00Z`).toLocaleDateString('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) : null;

/** GET /api/student-register/:id/register.pdf: the same readers as the sheet on screen. */
export async function registerPdf({ ctx, id, paper }: { ctx: SessionContext; id: number; paper: Paper }): Promise<PdfFile> {
  const sheet = await registerRecord({ ctx, id });
  const school = await loadSchoolProfile(ctx.db, ctx.session.schoolId);
  const { identity: i, parents: p, register: r } = sheet;
  const bytes = await renderStudentRegister({
    school,
    paper,
    registerNumber: r?.registerNumber ?? null,
    identity: [
      ['Nama lengkap', i.name],
      ['NIS / NISN', `${i.nis ?? '-'} / ${i.nisn ?? '-'}`],
      ['NIK', i.nik],
      ['Jenis kelamin', i.gender === 'P' ? 'Perempuan' : i.gender === 'L' ? 'Laki-laki' : null],
      ['Tempat, tanggal lahir', [i.birthPlace, longDay(i.birthDate)].filter(Boolean).join(', ') || null],
      ['Agama', i.religion],
      ['Alamat', i.address],
      ['Telepon', i.phone],
    ],
    parents: [
      ['Nama ayah', p.father],
      ['Nama ibu', p.mother],
      ...p.guardians.map((g) => [`Wali (${g.relation ?? 'wali'})`, [g.name, g.occupation].filter(Boolean).join(', ')] as [string, string]),
    ],
    entry: [
      ['Tanggal diterima', longDay(r?.enteredOn ?? null)],
      ['Di kelas', r?.entryGrade ?? null],
      ['Sebagai', r ? ENTRY_BASIS_LABELS[r.entryBasis] : null],
      ['Asal sekolah', r?.previousSchool ?? null],
      ['Nomor ijazah/STTB asal', r?.previousDiploma ?? null],
    ],
    exit: [
      ['Tanggal keluar', longDay(r?.exitOn ?? null)],
      ['Alasan', r?.exitReason ? EXIT_REASON_LABELS[r.exitReason] : null],
      ['Sekolah tujuan', r?.exitDestination ?? null],
      ['Nomor ijazah', r?.diplomaNumber ?? null],
      ['Catatan', r?.notes ?? null],
    ],
    classes: sheet.classes,
    results: sheet.results.map((x) => ({
      label: `${x.yearLabel} · ${x.semester}`,
      grades: new Map(x.subjects.map((s) => [s.courseName, s.finalGrade])),
      absence: `${x.absence.sick}/${x.absence.permit}/${x.absence.absent}`,
      promotion: x.promotion,
    })),
    date: new Date(),
  });
  return { filename: pdfFilename('buku-induk', `${r?.registerNumber ?? ''} ${i.name}`, paper), bytes };
}
