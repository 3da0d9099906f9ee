import type { Content } from 'pdfmake/interfaces';
import type { Paper } from '../../shared/documents/paper.ts';
import { renderPdf, type RenderProgress } from './engine.ts';
import { examLines, factLines, type ExamFacts, type RoomFacts } from './exam-heading.ts';
import { schoolDocument } from './school-document.ts';
import type { SchoolProfile } from './school-profile.ts';
import { dayAndDate, timeSpan } from './school-time.ts';
import { signatures } from './signature.ts';

export interface RecordRoom extends RoomFacts {
  expected: number;
  present: number;
  absentNames: readonly string[];
}

export interface ExamRecordInput {
  school: SchoolProfile;
  paper: Paper;
  exam: ExamFacts;
  /** One record per room; a schedule not split into rooms has one "room" for all its participants. */
  rooms: readonly RecordRoom[];
  notes: string | null;
}

/**
 * Berita Acara Pelaksanaan Ujian: the official record of one exam in one room (who should have sat it, who
 * did, who did not, what happened), signed by the proctor and the head of school.
 */
export function renderExamRecord(input: ExamRecordInput, onProgress?: RenderProgress): Promise<Buffer> {
  const { school, exam } = input;
  const when = `${dayAndDate(exam.startsAt, school.timeZone)}, pukul ${timeSpan(exam.startsAt, exam.endsAt, school.timeZone)}`;
  const sections = input.rooms.map((room): Content[] => [
    { text: 'BERITA ACARA PELAKSANAAN UJIAN', style: 'title' },
    { text: exam.title, style: 'subtitle' },
    {
      text: `Pada ${when}, di ${school.name} telah diselenggarakan ${exam.title}${exam.course ? ` mata pelajaran ${exam.course}` : ''} dengan rincian sebagai berikut.`,
      margin: [0, 0, 0, 8],
    },
    factLines([
      ['Sekolah', school.name],
      ...examLines(exam, room, school.timeZone),
      ['Peserta seharusnya', `${room.expected} orang`],
      ['Hadir', `${room.present} orang`],
      ['Tidak hadir', `${room.expected - room.present} orang`],
      ['Yang tidak hadir', room.absentNames.length ? room.absentNames.join(', ') : 'Tidak ada'],
    ]),
    { text: 'Catatan selama ujian:', bold: true },
    input.notes ? { text: input.notes, margin: [0, 2, 0, 0] } : { text: Array(4).fill('.'.repeat(150)).join('\n'), color: '#777777', margin: [0, 2, 0, 0] },
    { text: 'Demikian berita acara ini dibuat dengan sebenarnya.', margin: [0, 10, 0, 0] },
    signatures(
      [
        { title: 'Pengawas Ruang', name: room.proctorName, nip: room.proctorNip },
        { title: 'Kepala Sekolah', name: school.principalName, nip: school.principalNip },
      ],
      { place: school.place, date: exam.startsAt, timeZone: school.timeZone },
    ),
  ]);
  return renderPdf(schoolDocument({ title: `Berita Acara ${exam.title}`, paper: input.paper, school, sections }), onProgress);
}
