import type { Content } from 'pdfmake/interfaces';
import type { Paper } from '../../shared/documents/paper.ts';
import { cardSheets } from './card-sheets.ts';
import { renderPdf, type RenderProgress } from './engine.ts';
import type { ExamFacts } from './exam-heading.ts';
import { schoolDocument } from './school-document.ts';
import type { SchoolProfile } from './school-profile.ts';
import { dayAndDate, timeSpan } from './school-time.ts';

export interface ParticipantCard {
  name: string;
  nisn: string | null;
  username: string;
  section: string | null;
  room: string | null;
  session: string | null;
}

export interface ParticipantCardsInput {
  school: SchoolProfile;
  paper: Paper;
  exam: ExamFacts;
  cards: readonly ParticipantCard[];
}

const PER_ROW = 2;
const ROWS_PER_PAGE = 4;

/** Kartu Peserta: each participant's login, room and session for one exam, eight cards to a page. */
export function renderParticipantCards(input: ParticipantCardsInput, onProgress?: RenderProgress): Promise<Buffer> {
  const sections = cardSheets(input.cards, { perRow: PER_ROW, rowsPerPage: ROWS_PER_PAGE, height: 150, empty: 'Jadwal ini belum punya peserta.' }, (c) =>
    card(c, input),
  );
  return renderPdf(
    schoolDocument({ title: `Kartu Peserta ${input.exam.title}`, paper: input.paper, school: input.school, withKop: false, sections }),
    onProgress,
  );
}

function card(c: ParticipantCard, { school, exam }: ParticipantCardsInput): Content {
  const line = (label: string, value: string | null, bold = false): Content => ({
    columns: [
      { text: label, width: 70, fontSize: 8.5 },
      { text: value || '-', bold, fontSize: 9 },
    ],
    margin: [0, 1, 0, 0],
  });
  const heading: Content[] = [
    { text: 'KARTU PESERTA UJIAN', bold: true, fontSize: 10 },
    { text: school.name, fontSize: 8.5 },
  ];
  return {
    stack: [
      school.logo
        ? {
            columns: [
              { image: school.logo, fit: [28, 28], width: 28 },
              { stack: heading, width: '*' },
            ],
            columnGap: 6,
          }
        : { stack: heading },
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 230, y2: 0, lineWidth: 0.6 }], margin: [0, 4, 0, 4] },
      line('Nama', c.name, true),
      line('NISN', c.nisn),
      line('Rombel', c.section),
      line('Login', c.username, true),
      line('Ujian', exam.course ? `${exam.title} (${exam.course})` : exam.title),
      line('Jadwal', `${dayAndDate(exam.startsAt, school.timeZone)}, ${timeSpan(exam.startsAt, exam.endsAt, school.timeZone)}`),
      line('Ruang', c.room, true),
      line('Sesi', c.session),
    ],
  };
}
