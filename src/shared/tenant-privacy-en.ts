import type { PolicyFacts, PolicyText } from './tenant-privacy.ts';

/** The English privacy policy, same structure as the Indonesian one (which prevails if they differ). */
export function policyEn(f: PolicyFacts): PolicyText {
  return {
    title: `${f.appName} Privacy Policy`,
    intro: [
      `${f.schoolName} ("the School"), NPSN ${f.npsn}, is the controller of the personal data processed through the ${f.appName} app and the school website. This policy explains what we collect, why, how long we keep it, and your rights under Indonesia's Personal Data Protection Law, Law No. 27 of 2022 (UU PDP).`,
      `Effective from ${f.effectiveDate}. The Sekolahku platform provider processes data on the School's instructions as a processor. This translation is provided for convenience; the Indonesian version prevails.`,
    ],
    sections: [
      {
        id: 'data',
        heading: 'Data we collect and why',
        items: [
          'Student identity (name, NISN, NIS, NIK, place and date of birth, sex, religion, address, photo): school administration, national Dapodik reporting, report cards and exam cards.',
          'Parent or guardian data (name, relationship, phone, email, occupation): communicating with families and asking for consent.',
          'Academic data (class, timetable, assignments, grades, report cards, CBT and AKM exam answers): teaching, assessment and reporting.',
          'Attendance (daily and per lesson, card or QR scan times, leave): safety, discipline and informing parents.',
          'Finance (tuition bills, payments, student savings, virtual account numbers): school financial administration.',
          'Library (loans, returns, fines): library services.',
          'Teachers and staff (identity, NUPTK or NIP, employment records): staff administration.',
          'New-student admission (applicant and parent or guardian data): selection and re-registration.',
          'Account and technical data (email, password stored as a hash, session tokens, IP address, device type, sign-in records): account security and abuse prevention.',
        ],
      },
      {
        id: 'dasar',
        heading: 'Legal bases',
        paragraphs: [
          'We process data to meet legal obligations of providing education (including Dapodik reporting), to perform the education agreement with parents or guardians, and with consent for optional purposes such as showing activity photos on the school website.',
          'We do not sell personal data, use it for advertising, or profile children for commercial purposes.',
        ],
      },
      {
        id: 'anak',
        heading: "Children's data and parental consent",
        paragraphs: [
          "Most users of the app are children. Children's data is specific personal data (Article 4(2) UU PDP), and processing it requires the consent of the child's parent and/or guardian (Article 25 UU PDP).",
          "Consent is asked at registration or re-registration and can be withdrawn at any time through the contact below, without affecting the child's right to compulsory education services. A child's rights as a data subject are exercised by the parent or guardian.",
        ],
      },
      {
        id: 'akses',
        heading: 'Who can see the data',
        items: [
          'Teachers, homeroom teachers, operators and the principal, within their duties.',
          ...(f.foundation ? ['The foundation that runs the School, for oversight and reporting.'] : []),
          "Parents or guardians, only their own child's data; students, only their own data.",
          'Government education authorities where the law requires it.',
          'The Sekolahku platform provider as processor, only to run and maintain the service.',
        ],
      },
      {
        id: 'simpan',
        heading: 'Storage, security and retention',
        paragraphs: [
          'Data travels over encrypted connections (HTTPS). Passwords are stored as argon2id hashes, access is limited by role, and changes to important data are logged.',
          `Student data is kept while the student is enrolled and for ${f.retentionYears} years after they graduate or leave, then deleted or anonymised, except records the law requires us to keep longer (such as the student master book). Data of applicants who are not admitted and contact-form messages are kept for at most 1 year.`,
        ],
      },
      {
        id: 'hak',
        heading: 'Your rights as a data subject',
        items: [
          'To be informed of the controller, the basis and the purpose of processing (Art. 5).',
          'To complete, update and correct inaccurate data (Art. 6).',
          'To access and obtain a copy of the data (Art. 7).',
          'To end processing and have the data deleted and/or destroyed (Art. 8).',
          'To withdraw consent (Art. 9).',
          'To object to decisions based solely on automated processing (Art. 10).',
          'To suspend or restrict processing (Art. 11).',
          'To sue and receive compensation for violations (Art. 12).',
          'To obtain and/or use the data in a common, machine-readable format (Art. 13).',
        ],
        paragraphs: ['Send requests through the contact below. We verify your identity and respond within the time limits set by UU PDP.'],
      },
      {
        id: 'insiden',
        heading: 'If a data breach happens',
        paragraphs: [
          'If personal data protection fails, we notify the data subjects and the competent authority within 3 × 24 hours, as Article 46 UU PDP requires.',
        ],
      },
      {
        id: 'kuki',
        heading: 'Cookies and on-device storage',
        paragraphs: [
          `The ${f.appName} app stores a session token on your device and uses an "identity" cookie to keep you signed in for 2 days. We use no advertising or third-party tracking cookies. The public school website sets no cookies.`,
        ],
      },
      {
        id: 'kontak',
        heading: 'Contact',
        paragraphs: [
          `${f.officer}, ${f.schoolName}, ${f.address}. Email: ${f.email}${f.phone ? `, phone: ${f.phone}` : ''}.`,
          'If our answer does not satisfy you, you may complain to the personal data protection authority under UU PDP.',
        ],
      },
      {
        id: 'ubah',
        heading: 'Changes to this policy',
        paragraphs: ['Changes are published on this page and, when significant, announced in the app before they take effect.'],
      },
    ],
  };
}
