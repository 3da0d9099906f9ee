import type { Content } from 'pdfmake/interfaces';
import type { Paper } from '../../shared/documents/paper.ts';
import { renderPdf } from './engine.ts';
import { richTextContent } from './rich-text.ts';
import { schoolDocument } from './school-document.ts';
import type { SchoolProfile } from './school-profile.ts';
import { signatures } from './signature.ts';
import { longDate } from './school-time.ts';

export interface PlanningDocumentInput {
  school: SchoolProfile;
  paper: Paper;
  /** "MODUL AJAR", "RPP", "SILABUS" */
  heading: string;
  title: string;
  identity: readonly [label: string, value: string][];
  links: readonly { group: string; code: string; label: string }[];
  sections: readonly { title: string; body: string }[];
  teacher: { name: string; nip: string | null };
  review: { status: string; reviewerName: string | null; reviewedAt: Date | null; note: string | null } | null;
  date: Date;
}

/**
 * A teacher's planning document (silabus, RPP, modul ajar) under the kop: heading, identity, the curriculum it is
 * linked to, each section's rich text, the principal's review when there is one, and the signatures of the
 * principal ("Mengetahui") and the teacher. A pure function of its input.
 */
export function renderPlanningDocument(input: PlanningDocumentInput): Promise<Buffer> {
  const pair = (k: string, v: string) => [{ text: k }, { text: ':' }, { text: v || '-' }];
  const groups = [...new Set(input.links.map((l) => l.group))];
  const section: Content[] = [
    { text: input.heading, style: 'title' },
    { text: input.title, style: 'subtitle' },
    { table: { widths: [110, 6, '*'], body: input.identity.map(([k, v]) => pair(k, v)) }, layout: 'noBorders', margin: [0, 0, 0, 8] },
    ...groups.flatMap((g): Content[] => [
      { text: g, bold: true, margin: [0, 4, 0, 2] },
      { ul: input.links.filter((l) => l.group === g).map((l) => (l.code ? `${l.code} ${l.label}` : l.label)), margin: [0, 0, 0, 4] },
    ]),
    ...input.sections.flatMap((s, i): Content[] => [
      { text: `${String.fromCharCode(65 + (i % 26))}. ${s.title}`, bold: true, fontSize: 11, margin: [0, 8, 0, 3] },
      ...(richTextContent(s.body).length ? richTextContent(s.body) : [{ text: '-' }]),
    ]),
  ];
  if (input.review) {
    const when = input.review.reviewedAt ? ` pada ${longDate(input.review.reviewedAt, input.school.timeZone)}` : '';
    section.push({
      table: {
        widths: ['*'],
        body: [
          [
            {
              stack: [
                { text: `Telaah kepala sekolah: ${input.review.status}${when}`, bold: true },
                ...(input.review.note ? [{ text: input.review.note, margin: [0, 2, 0, 0] }] : []),
              ],
              margin: [4, 4, 4, 4],
            },
          ],
        ],
      },
      margin: [0, 12, 0, 0],
    } as Content);
  }
  section.push(
    signatures(
      [
        { title: 'Mengetahui,\nKepala Sekolah', name: input.school.principalName, nip: input.school.principalNip },
        { title: 'Guru Mata Pelajaran', name: input.teacher.name, nip: input.teacher.nip },
      ],
      { place: input.school.place, date: input.date, timeZone: input.school.timeZone },
    ),
  );
  return renderPdf(schoolDocument({ title: `${input.heading} ${input.title}`, paper: input.paper, school: input.school, sections: [section] }));
}
