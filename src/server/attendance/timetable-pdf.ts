import { and, eq } from 'drizzle-orm';
import type { Content } from 'pdfmake/interfaces';
import type { Paper } from '../../shared/documents/paper.ts';
import { DAY_NAMES } from '../../shared/attendance/statuses.ts';
import { sections } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import { renderPdf } from '../documents/engine.ts';
import { pdfFilename, type PdfFile } from '../documents/pdf-file.ts';
import { schoolDocument } from '../documents/school-document.ts';
import { loadSchoolProfile } from '../documents/school-profile.ts';
import { signatures } from '../documents/signature.ts';
import { table } from '../documents/table.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { attendanceAllows } from '../../shared/attendance/permissions.ts';
import { requireAttendance } from './guard.ts';
import { readLessonHours } from './lesson-hours.ts';
import { yearOf } from './sections.ts';
import { myTimetable, slotQuery } from './timetable.ts';

/**
 * GET /api/attendance/timetable/timetable.pdf: a rombel's or a teacher's week as a printed grid (periods × days)
 * under the kop, signed by the principal. The office prints any rombel or teacher; everyone else their own week.
 */
export async function timetablePdf({ ctx, input }: { ctx: SessionContext; input: { sectionId?: number; teacherId?: number; paper: Paper } }): Promise<PdfFile> {
  requireAttendance(ctx, 'timetable.read');
  const schoolId = ctx.session.schoolId;
  const yearId = await yearOf(ctx);
  let title: string;
  let slots: Awaited<ReturnType<typeof slotQuery>>;
  let forTeacher: boolean;
  if ((input.sectionId || input.teacherId) && attendanceAllows('timetable.write', ctx.session.userTypeId)) {
    if (input.sectionId) {
      const [section] = await ctx.db
        .select({ name: sections.name })
        .from(sections)
        .where(and(eq(sections.schoolId, schoolId), eq(sections.id, input.sectionId), eq(sections.academicYearId, yearId)));
      if (!section) throw notFound('Rombel tidak ditemukan.');
      [title, slots, forTeacher] = [`Jadwal Pelajaran ${section.name}`, await slotQuery(ctx.db, schoolId, yearId, { sectionIds: [input.sectionId] }), false];
    } else {
      const [teacher] = await ctx.db
        .select({ name: users.fullName })
        .from(users)
        .where(and(eq(users.schoolId, schoolId), eq(users.id, input.teacherId!)));
      if (!teacher) throw notFound('Guru tidak ditemukan.');
      [title, slots, forTeacher] = [`Jadwal Mengajar ${teacher.name}`, await slotQuery(ctx.db, schoolId, yearId, { teacherId: input.teacherId }), true];
    }
  } else {
    const mine = await myTimetable({ ctx });
    [title, slots, forTeacher] = [
      mine.kind === 'teacher'
        ? `Jadwal Mengajar ${(await ctx.db.select({ n: users.fullName }).from(users).where(eq(users.id, ctx.session.userId)))[0]?.n ?? ''}`
        : mine.title.replace('Jadwal', 'Jadwal Pelajaran'),
      mine.slots,
      mine.kind === 'teacher',
    ];
  }
  const hours = await readLessonHours(ctx.db, schoolId);
  const days = [...new Set(hours.map((h) => h.day))].sort();
  const periods = [...new Set(hours.filter((h) => h.period !== null).map((h) => h.period!))].sort((a, b) => a - b);
  const cell = (day: number, period: number) => {
    const hour = hours.find((h) => h.day === day && h.period === period);
    if (!hour) return '';
    const here = slots.filter((s) => s.lessonHourId === hour.id);
    return [
      `${hour.startTime}–${hour.endTime}`,
      ...here.map((s) => `${s.courseName}\n${forTeacher ? s.sectionName : s.teacherName}${s.room ? ` · ${s.room}` : ''}`),
    ].join('\n');
  };
  const school = await loadSchoolProfile(ctx.db, schoolId);
  const section: Content[] = [
    { text: title.toUpperCase(), style: 'title' },
    { text: `${slots.length} jam pelajaran seminggu`, style: 'subtitle' },
    {
      stack: [
        table(
          [{ title: 'Jam', width: 28, align: 'center' }, ...days.map((d) => ({ title: DAY_NAMES[d], width: '*' as const }))],
          periods.map((p) => [p, ...days.map((d) => cell(d, p))]),
        ),
      ],
      fontSize: 7,
    },
    signatures([{ title: 'Kepala Sekolah', name: school.principalName, nip: school.principalNip }], {
      place: school.place,
      date: new Date(),
      timeZone: school.timeZone,
    }),
  ];
  const bytes = await renderPdf(schoolDocument({ title, paper: input.paper, school, sections: [section] }));
  return { filename: pdfFilename('jadwal', title.replace(/^Jadwal (Pelajaran|Mengajar) /, ''), input.paper), bytes };
}
