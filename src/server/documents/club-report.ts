import type { Content } from 'pdfmake/interfaces';
import type { Paper } from '../../shared/documents/paper.ts';
import { renderPdf } from './engine.ts';
import { schoolDocument } from './school-document.ts';
import type { SchoolProfile } from './school-profile.ts';
import { signatures } from './signature.ts';
import { table } from './table.ts';

export interface ClubReportInput {
  school: SchoolProfile;
  paper: Paper;
  club: { name: string; coachName: string | null; sessions: number; attendancePct: number | null };
  members: { name: string; sectionName: string | null; attendance: string; predicate: string; description: string | null }[];
  date: Date;
}

/** Laporan Ekstrakurikuler: one club's members with attendance and predikat, signed by the coach and the principal. */
export function renderClubReport(input: ClubReportInput): Promise<Buffer> {
  const section: Content[] = [
    { text: 'LAPORAN KEGIATAN EKSTRAKURIKULER', style: 'title' },
    { text: input.club.name, style: 'subtitle' },
    {
      text: `Pembina: ${input.club.coachName ?? '-'} · ${input.club.sessions} pertemuan · kehadiran rata-rata ${input.club.attendancePct ?? '-'}%`,
      margin: [0, 0, 0, 8],
    },
    table(
      [
        { title: 'No', width: 22, align: 'center' },
        { title: 'Nama', width: '*' },
        { title: 'Rombel', width: 70 },
        { title: 'Kehadiran', width: 80, align: 'center' },
        { title: 'Predikat', width: 70 },
        { title: 'Deskripsi', width: 130 },
      ],
      input.members.map((m, i) => [i + 1, m.name, m.sectionName, m.attendance, m.predicate, m.description]),
    ),
    { text: '', margin: [0, 12, 0, 0] },
    signatures(
      [
        { title: 'Pembina Ekstrakurikuler', name: input.club.coachName },
        { title: 'Kepala Sekolah', name: input.school.principalName, nip: input.school.principalNip },
      ],
      { place: input.school.place, date: input.date, timeZone: input.school.timeZone },
    ),
  ];
  return renderPdf(schoolDocument({ title: `Laporan Ekstrakurikuler ${input.club.name}`, paper: input.paper, school: input.school, sections: [section] }));
}
