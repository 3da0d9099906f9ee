import type { Content } from 'pdfmake/interfaces';
import type { SchoolProfile } from './school-profile.ts';

const LOGO_SIZE = 62;

/**
 * The kop sekolah (letterhead): logo on the left, the foundation, the school's name and its contacts centred,
 * then the customary thick and thin rule across the page. Lines with nothing to show are left out.
 */
export function kop(school: SchoolProfile, width: number): Content {
  const contacts = [school.phone && `Telp. ${school.phone}`, school.email && `Email: ${school.email}`, school.website && `Website: ${school.website}`]
    .filter(Boolean)
    .join(' · ');
  const place = [school.address, school.city, school.province].filter(Boolean).join(', ');
  const text: Content[] = [
    ...(school.foundation ? [{ text: school.foundation.toUpperCase(), fontSize: 11 }] : []),
    { text: school.name.toUpperCase(), fontSize: 16, bold: true },
    ...(place ? [{ text: place, fontSize: 9 }] : []),
    ...(contacts ? [{ text: contacts, fontSize: 9 }] : []),
    { text: `NPSN: ${school.npsn}`, fontSize: 9 },
  ];
  // With a logo, an empty column of the same width on the right keeps the text centred on the page.
  const heading: Content = school.logo
    ? {
        columns: [
          { image: school.logo, fit: [LOGO_SIZE, LOGO_SIZE], width: LOGO_SIZE },
          { stack: text, alignment: 'center', width: '*' },
          { text: '', width: LOGO_SIZE },
        ],
        columnGap: 8,
      }
    : { stack: text, alignment: 'center' };
  return {
    stack: [
      heading,
      {
        canvas: [
          { type: 'line', x1: 0, y1: 0, x2: width, y2: 0, lineWidth: 2 },
          { type: 'line', x1: 0, y1: 3, x2: width, y2: 3, lineWidth: 0.6 },
        ],
        margin: [0, 6, 0, 12],
      },
    ],
  };
}
