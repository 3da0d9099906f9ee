import type { Content } from 'pdfmake/interfaces';
import type { Paper } from '../../shared/documents/paper.ts';
import { renderPdf } from './engine.ts';
import { schoolDocument } from './school-document.ts';
import type { SchoolProfile } from './school-profile.ts';
import { signatures } from './signature.ts';
import { table } from './table.ts';

export interface MeetingMinutesInput {
  school: SchoolProfile;
  paper: Paper;
  meeting: {
    title: string;
    kindLabel: string;
    dayAndDate: string;
    startTime: string;
    place: string;
    agenda: string;
    minutes: string | null;
    decisions: string[];
  };
  leader: { name: string | null; nip: string | null };
  secretary: { name: string | null; nip: string | null };
  attendees: { name: string; statusLabel: string }[];
  date: Date;
}

/** Notulen Rapat: the meeting's facts, agenda, discussion, numbered decisions, attendance, signed by its leader and secretary. */
export function renderMeetingMinutes(input: MeetingMinutesInput): Promise<Buffer> {
  const { meeting: m } = input;
  const present = input.attendees.filter((a) => a.statusLabel === 'Hadir').length;
  const facts: Content = {
    table: {
      widths: [110, '*'],
      body: [
        ['Jenis rapat', m.kindLabel],
        ['Hari, tanggal', m.dayAndDate],
        ['Waktu', `${m.startTime} s.d. selesai`],
        ['Tempat', m.place],
        ['Pimpinan rapat', input.leader.name ?? '-'],
        ['Notulis', input.secretary.name ?? '-'],
        ['Peserta', `${present} hadir dari ${input.attendees.length} undangan`],
      ],
    },
    layout: 'noBorders',
    margin: [0, 0, 0, 8],
  };
  const section: Content[] = [
    { text: 'NOTULEN RAPAT', style: 'title' },
    { text: m.title, style: 'subtitle' },
    facts,
    { text: 'Acara', bold: true },
    { text: m.agenda, margin: [0, 2, 0, 8] },
    { text: 'Pembahasan', bold: true },
    { text: m.minutes ?? '(belum diisi)', margin: [0, 2, 0, 8] },
    { text: 'Keputusan', bold: true },
    m.decisions.length ? { ol: m.decisions, margin: [0, 2, 0, 8] } : { text: '-', margin: [0, 2, 0, 8] },
    { text: 'Daftar hadir', bold: true, margin: [0, 0, 0, 4] },
    table(
      [
        { title: 'No', width: 24, align: 'center' },
        { title: 'Nama', width: '*' },
        { title: 'Kehadiran', width: 90 },
      ],
      input.attendees.map((a, i) => [i + 1, a.name, a.statusLabel]),
    ),
    { text: '', margin: [0, 12, 0, 0] },
    signatures(
      [
        { title: 'Pimpinan Rapat', name: input.leader.name, nip: input.leader.nip },
        { title: 'Notulis', name: input.secretary.name, nip: input.secretary.nip },
      ],
      { place: input.school.place, date: input.date, timeZone: input.school.timeZone },
    ),
  ];
  return renderPdf(schoolDocument({ title: `Notulen ${m.title}`, paper: input.paper, school: input.school, sections: [section] }));
}
