import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { schools } from '../schema/schools.ts';
import { users } from '../schema/users.ts';
import { classMaps, courses, teachingAssignments } from '../schema/master.ts';
import {
  extracurricularMembers,
  extracurriculars,
  roomAssignments,
  roomMaterials,
  roomMaterialViews,
  roomMeetings,
  roomSubmissions,
} from '../schema/classroom.ts';
import { DEMO_SCHOOL } from './demo-accounts.ts';

const DAY = 86_400_000;

/**
 * Class rooms of the demo schools (issue 16): every teaching assignment gets a room with two meetings of
 * materials and one open assignment; siswa@ has handed in the guru's assignment and missed one past its due date.
 * Only when the school has no meetings yet, in a handful of bulk inserts.
 */
export async function seedDemoClassroom(db: Db): Promise<void> {
  const demo = await db
    .select({ id: schools.id, slug: schools.slug })
    .from(schools)
    .where(inArray(schools.slug, [DEMO_SCHOOL, 'demo-smp']));
  for (const school of demo) {
    const [{ n }] = await db.select({ n: count() }).from(roomMeetings).where(eq(roomMeetings.schoolId, school.id));
    if (n > 0) continue;
    await db.transaction(async (tx) => {
      const rooms = await tx
        .select({
          id: teachingAssignments.id,
          course: courses.name,
          sectionId: teachingAssignments.sectionId,
          teacherId: teachingAssignments.userId,
          yearId: teachingAssignments.academicYearId,
        })
        .from(teachingAssignments)
        .innerJoin(courses, eq(courses.id, teachingAssignments.courseId))
        .where(eq(teachingAssignments.schoolId, school.id))
        .orderBy(teachingAssignments.id);
      if (rooms.length === 0) return;
      const schoolId = school.id;
      const meetings = await tx
        .insert(roomMeetings)
        .values(
          rooms.flatMap((r) => [
            { schoolId, roomId: r.id, position: 1, title: `Pertemuan 1: Pengantar ${r.course}` },
            { schoolId, roomId: r.id, position: 2, title: `Pertemuan 2: Konsep dasar ${r.course}` },
          ]),
        )
        .returning({ id: roomMeetings.id, roomId: roomMeetings.roomId, position: roomMeetings.position });
      const materials = await tx
        .insert(roomMaterials)
        .values(
          meetings.flatMap((m) => {
            const course = rooms.find((r) => r.id === m.roomId)!.course;
            return [
              {
                schoolId,
                meetingId: m.id,
                kind: 'text',
                title: m.position === 1 ? 'Tujuan pembelajaran' : 'Ringkasan materi',
                body: `<p>Pada pertemuan ini kita mempelajari ${course}. Baca ringkasan, lalu catat tiga hal penting di buku catatan.</p><ul><li>Kenali istilah kunci.</li><li>Kerjakan contoh soal.</li></ul>`,
              },
              { schoolId, meetingId: m.id, kind: 'link', title: 'Bacaan pendukung (Buku Kemendikbud)', url: 'https://buku.kemdikbud.go.id/' },
            ];
          }),
        )
        .returning({ id: roomMaterials.id, meetingId: roomMaterials.meetingId });
      const now = Date.now();
      const assignments = await tx
        .insert(roomAssignments)
        .values(
          rooms.map((r) => ({
            schoolId,
            roomId: r.id,
            meetingId: meetings.find((m) => m.roomId === r.id && m.position === 2)!.id,
            title: `Tugas ${r.course}: rangkuman pertemuan 2`,
            instructions: '<p>Tulis rangkuman satu halaman, atau unggah foto catatanmu (PDF atau JPG).</p>',
            dueAt: new Date(now + 14 * DAY),
            acceptedTypes: ['pdf', 'jpg', 'png', 'docx'],
            rubric: 'Isi lengkap (40), ketepatan konsep (40), kerapian (20).',
            maxScore: 100,
          })),
        )
        .returning({ id: roomAssignments.id, roomId: roomAssignments.roomId });
      if (school.slug !== DEMO_SCHOOL) return;
      const [siswa] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'siswa@demo.sch.id'));
      const [guru] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'guru@demo.sch.id'));
      if (!siswa) return;
      const [map] = await tx
        .select({ sectionId: classMaps.sectionId })
        .from(classMaps)
        .where(and(eq(classMaps.userId, siswa.id), eq(classMaps.schoolId, schoolId)));
      const own = rooms.filter((r) => r.sectionId === map?.sectionId);
      const guruRoom = own.find((r) => r.teacherId === guru?.id) ?? own[0];
      const otherRoom = own.find((r) => r !== guruRoom);
      if (!guruRoom) return;
      await seedClubs(
        tx as unknown as Db,
        schoolId,
        guruRoom.yearId,
        guru?.id ?? guruRoom.teacherId,
        rooms.find((r) => r.teacherId !== guru?.id)?.teacherId ?? null,
        siswa.id,
        map!.sectionId,
      );
      await tx.insert(roomSubmissions).values({
        schoolId,
        assignmentId: assignments.find((a) => a.roomId === guruRoom.id)!.id,
        studentId: siswa.id,
        body: '<p>Rangkuman: persamaan linear satu variabel diselesaikan dengan memindahkan suku sejenis ke satu ruas.</p>',
        fileIds: [],
        submittedAt: new Date(now - DAY),
      });
      const firstMeeting = meetings.find((m) => m.roomId === guruRoom.id && m.position === 1)!;
      await tx.insert(roomMaterialViews).values({ schoolId, userId: siswa.id, materialId: materials.find((m) => m.meetingId === firstMeeting.id)!.id });
      if (otherRoom) {
        await tx.insert(roomAssignments).values({
          schoolId,
          roomId: otherRoom.id,
          meetingId: meetings.find((m) => m.roomId === otherRoom.id && m.position === 1)!.id,
          title: `Tugas ${otherRoom.course}: latihan pertemuan 1`,
          instructions: '<p>Kerjakan latihan di akhir bab 1.</p>',
          dueAt: new Date(now - 3 * DAY),
          acceptedTypes: ['pdf', 'jpg'],
          maxScore: 100,
        });
      }
    });
  }
}

/** Two clubs: Pramuka (guru@ coaches; siswa@ a member assessed B, two more members, one request waiting) and Futsal. */
async function seedClubs(db: Db, schoolId: number, yearId: number, guruId: number, otherCoach: number | null, siswaId: number, sectionId: number) {
  const clubs = await db
    .insert(extracurriculars)
    .values([
      {
        schoolId,
        name: 'Pramuka',
        coachId: guruId,
        schedule: 'Jumat 14.00–16.00',
        place: 'Lapangan upacara',
        description: 'Ekstrakurikuler wajib kelas X.',
        quota: 40,
      },
      {
        schoolId,
        name: 'Futsal',
        coachId: otherCoach,
        schedule: 'Rabu 15.30–17.00',
        place: 'Lapangan futsal',
        description: 'Latihan dan turnamen antarsekolah.',
        quota: 20,
      },
    ])
    .returning({ id: extracurriculars.id });
  const classmates = (
    await db
      .select({ id: classMaps.userId })
      .from(classMaps)
      .where(and(eq(classMaps.sectionId, sectionId), eq(classMaps.academicYearId, yearId)))
  )
    .map((c) => c.id)
    .filter((id) => id !== siswaId);
  const [pramuka, futsal] = clubs.map((c) => c.id);
  const row = (extracurricularId: number, studentId: number, status: string, predicate: string | null = null, description: string | null = null) => ({
    schoolId,
    extracurricularId,
    studentId,
    academicYearId: yearId,
    status,
    predicate,
    description,
    decidedAt: status === 'pending' ? null : new Date(),
  });
  await db
    .insert(extracurricularMembers)
    .values([
      row(pramuka, siswaId, 'approved', 'B', 'Aktif mengikuti latihan dan disiplin.'),
      ...classmates.slice(0, 2).map((id) => row(pramuka, id, 'approved')),
      ...classmates.slice(2, 3).map((id) => row(pramuka, id, 'pending')),
      ...classmates.slice(3, 6).map((id) => row(futsal, id, 'approved', 'SB', 'Terampil dan sportif.')),
    ]);
}
