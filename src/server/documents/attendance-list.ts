import type { Content } from 'pdfmake/interfaces';
import type { Paper } from '../../shared/documents/paper.ts';
import { renderPdf, type RenderProgress } from './engine.ts';
import { examLines, factLines, type ExamFacts, type RoomFacts } from './exam-heading.ts';
import { schoolDocument } from './school-document.ts';
import type { SchoolProfile } from './school-profile.ts';
import { signatures } from './signature.ts';
import { table } from './table.ts';

export interface AttendanceRoom extends RoomFacts {
  students: readonly { name: string; nis: string | null; section: string | null }[];
}

export interface AttendanceListInput {
  school: SchoolProfile;
  paper: Paper;
  exam: ExamFacts;
  rooms: readonly AttendanceRoom[];
}

/**
 * Daftar Hadir Peserta: one page (or more) per room with the seated students and a column to sign in,
 * signed by the room's proctor on the exam's day.
 */
export function renderAttendanceList(input: AttendanceListInput, onProgress?: RenderProgress): Promise<Buffer> {
  const { school, exam } = input;
  const sections = input.rooms.map((room): Content[] => [
    { text: 'DAFTAR HADIR PESERTA UJIAN', style: 'title' },
    { text: exam.title, style: 'subtitle' },
    factLines(examLines(exam, room, school.timeZone)),
    table(
      [
        { title: 'No', width: 24, align: 'center' },
        { title: 'Nama', width: '*' },
        { title: 'NIS', width: 70 },
        { title: 'Rombel', width: 60 },
        { title: 'Tanda tangan', width: 110 },
      ],
      // The signature column zigzags (1. left, 2. right) so neighbours do not sign over each other.
      room.students.map((s, i) => [i + 1, s.name, s.nis, s.section, i % 2 === 0 ? `${i + 1}.` : `                  ${i + 1}.`]),
      { rowHeight: 20 },
    ),
    { text: `Jumlah peserta: ${room.students.length}. Hadir: ....... Tidak hadir: .......`, margin: [0, 8, 0, 0] },
    signatures([{ title: 'Pengawas Ruang', name: room.proctorName, nip: room.proctorNip }], {
      place: school.place,
      date: exam.startsAt,
      timeZone: school.timeZone,
    }),
  ]);
  if (sections.length === 0)
    sections.push([
      { text: 'DAFTAR HADIR PESERTA UJIAN', style: 'title' },
      { text: 'Jadwal ini belum dibagi ke ruang.', style: 'subtitle' },
    ]);
  return renderPdf(schoolDocument({ title: `Daftar Hadir ${exam.title}`, paper: input.paper, school, sections }), onProgress);
}
