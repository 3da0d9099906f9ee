import type { Content } from 'pdfmake/interfaces';
import { dayAndDate, timeSpan } from './school-time.ts';

/** The exam as the exam documents name it: title, kind, course and the time it runs. */
export interface ExamFacts {
  title: string;
  kind: string;
  course: string | null;
  startsAt: Date;
  endsAt: Date;
}

export interface RoomFacts {
  name: string;
  location: string | null;
  session: string | null;
  proctorName: string | null;
  proctorNip: string | null;
}

/** Label-colon-value lines under a document's title ("Ruang : Lab 1"). */
export function factLines(lines: readonly [string, string | null][]): Content {
  return {
    table: { widths: [110, 8, '*'], body: lines.map(([label, value]) => [label, ':', value ?? '-']) },
    layout: 'noBorders',
    margin: [0, 0, 0, 10],
  };
}

export function examLines(exam: ExamFacts, room: RoomFacts | null, timeZone: string): [string, string | null][] {
  return [
    ['Ujian', exam.title],
    ['Jenis', exam.kind],
    ['Mata pelajaran', exam.course],
    ['Hari, tanggal', dayAndDate(exam.startsAt, timeZone)],
    ['Waktu', timeSpan(exam.startsAt, exam.endsAt, timeZone)],
    ...(room
      ? ([
          ['Ruang', room.location ? `${room.name} (${room.location})` : room.name],
          ['Sesi', room.session],
          ['Pengawas', room.proctorName],
        ] as [string, string | null][])
      : []),
  ];
}
