/**
 * The deterministic demo school generator: the same seed gives the same school, person for person. It
 * produces plain data (no database); src/server/db/seed/demo-school.ts writes it for the demo schools and
 * scripts/bench-students.ts writes a 20,000-student school with it.
 */
import { DEGREES, DISTRICTS, FEMALE_FAMILY, FEMALE_NAMES, MALE_FAMILY, MALE_NAMES, PLACES, PREVIOUS_SCHOOLS, STREETS, VILLAGES } from './demo-names.ts';

/** mulberry32: small, fast and deterministic; Math.random is neither reproducible nor seedable. */
export function randomOf(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof randomOf>;

interface CourseSpec {
  code: string;
  name: string;
  group: string;
  hours: number;
  /** Vocational courses belong to one major. */
  major?: string;
}

interface StageProfile {
  classes: { name: string; grade: number; phase: string }[];
  majors: { code: string; name: string }[];
  courses: CourseSpec[];
  previousSchools: readonly string[];
}

const SMK: StageProfile = {
  classes: [
    { name: 'X', grade: 10, phase: 'E' },
    { name: 'XI', grade: 11, phase: 'F' },
    { name: 'XII', grade: 12, phase: 'F' },
  ],
  majors: [
    { code: 'AKL', name: 'Akuntansi dan Keuangan Lembaga' },
    { code: 'DKV', name: 'Desain Komunikasi Visual' },
    { code: 'TKJ', name: 'Teknik Komputer dan Jaringan' },
  ],
  courses: [
    { code: 'PAI', name: 'Pendidikan Agama Islam dan Budi Pekerti', group: 'A', hours: 3 },
    { code: 'PP', name: 'Pendidikan Pancasila', group: 'A', hours: 2 },
    { code: 'BIND', name: 'Bahasa Indonesia', group: 'A', hours: 3 },
    { code: 'MTK', name: 'Matematika', group: 'A', hours: 4 },
    { code: 'SEJ', name: 'Sejarah', group: 'A', hours: 2 },
    { code: 'BING', name: 'Bahasa Inggris', group: 'A', hours: 3 },
    { code: 'PJOK', name: 'Pendidikan Jasmani, Olahraga, dan Kesehatan', group: 'A', hours: 2 },
    { code: 'INF', name: 'Informatika', group: 'A', hours: 2 },
    { code: 'IPAS', name: 'Projek Ilmu Pengetahuan Alam dan Sosial', group: 'A', hours: 3 },
    { code: 'SENBUD', name: 'Seni Budaya', group: 'A', hours: 2 },
    { code: 'BSUN', name: 'Bahasa Sunda', group: 'MULOK', hours: 2 },
    { code: 'PKK', name: 'Projek Kreatif dan Kewirausahaan', group: 'C', hours: 4 },
    { code: 'DPK-TKJ', name: 'Dasar-dasar Teknik Jaringan Komputer dan Telekomunikasi', group: 'C', hours: 8, major: 'TKJ' },
    { code: 'DPK-AKL', name: 'Dasar-dasar Akuntansi dan Keuangan Lembaga', group: 'C', hours: 8, major: 'AKL' },
    { code: 'DPK-DKV', name: 'Dasar-dasar Desain Komunikasi Visual', group: 'C', hours: 8, major: 'DKV' },
  ],
  previousSchools: PREVIOUS_SCHOOLS,
};

const SMP: StageProfile = {
  classes: [
    { name: 'VII', grade: 7, phase: 'D' },
    { name: 'VIII', grade: 8, phase: 'D' },
    { name: 'IX', grade: 9, phase: 'D' },
  ],
  majors: [{ code: '', name: '' }],
  courses: [
    { code: 'PAI', name: 'Pendidikan Agama Islam dan Budi Pekerti', group: 'A', hours: 3 },
    { code: 'PP', name: 'Pendidikan Pancasila', group: 'A', hours: 3 },
    { code: 'BIND', name: 'Bahasa Indonesia', group: 'A', hours: 6 },
    { code: 'MTK', name: 'Matematika', group: 'A', hours: 5 },
    { code: 'IPA', name: 'Ilmu Pengetahuan Alam', group: 'A', hours: 5 },
    { code: 'IPS', name: 'Ilmu Pengetahuan Sosial', group: 'A', hours: 4 },
    { code: 'BING', name: 'Bahasa Inggris', group: 'A', hours: 4 },
    { code: 'PJOK', name: 'Pendidikan Jasmani, Olahraga, dan Kesehatan', group: 'A', hours: 3 },
    { code: 'INF', name: 'Informatika', group: 'A', hours: 3 },
  ],
  previousSchools: ['SD Demo Nusantara', 'SD Negeri 99 Bandung (Demo)', 'MI Harapan (Demo)'],
};

export const STAGES = { SMK, SMP } as const;

export interface DemoTeacher {
  fullName: string;
  email: string;
  gender: 'L' | 'P';
  profile: Record<string, unknown>;
  /** Course codes this teacher teaches. */
  courses: string[];
}

export interface DemoSection {
  className: string;
  name: string;
  major: string | null;
  room: string;
  homeroom: number; // index into teachers
}

export interface DemoStudent {
  fullName: string;
  gender: 'L' | 'P';
  section: number; // index into sections
  profile: Record<string, unknown>;
}

export interface DemoGuardian {
  fullName: string;
  email: string;
  profile: Record<string, unknown>;
  students: number[]; // indexes into students
}

export interface DemoSchool {
  classes: StageProfile['classes'];
  courses: CourseSpec[];
  sections: DemoSection[];
  teachers: DemoTeacher[];
  students: DemoStudent[];
  guardians: DemoGuardian[];
  /** Who teaches which course in which rombel. */
  assignments: { teacher: number; course: string; section: number; hours: number }[];
}

export interface GenerateOptions {
  stage: keyof typeof STAGES;
  seed: number;
  /** Rombel per grade and major. */
  parallels: number;
  studentsPerSection: number;
  /** The first number of the school's NISN/NIK series (keeps two generated schools apart). */
  series: number;
  domain: string;
  /** The academic year's first calendar year (2025 for 2025/2026): birth years follow from it. */
  yearStart: number;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function personName(random: Random, gender: 'L' | 'P'): { first: string; family: string } {
  return gender === 'L'
    ? { first: random.pick(MALE_NAMES), family: random.pick(MALE_FAMILY) }
    : { first: random.pick(FEMALE_NAMES), family: random.pick(FEMALE_FAMILY) };
}

/** A NIK-shaped number in the non-existent province 99: region, birth date (+40 on the day for women), sequence. */
function fictionalNik(birth: string, gender: 'L' | 'P', seq: number): string {
  const [y, m, d] = birth.split('-').map(Number);
  return `990101${pad(gender === 'P' ? d + 40 : d, 2)}${pad(m, 2)}${pad(y % 100, 2)}${pad(seq % 10_000, 4)}`;
}

function birthDate(random: Random, year: number): string {
  return `${year}-${pad(random.int(1, 12), 2)}-${pad(random.int(1, 28), 2)}`;
}

function teachersFor(random: Random, profile: StageProfile, options: GenerateOptions, sectionCount: number): DemoTeacher[] {
  const perCourse = Math.max(1, Math.ceil(sectionCount / 9));
  const emails = new Set<string>();
  const teachers: DemoTeacher[] = [];
  let seq = 0;
  for (const course of profile.courses) {
    for (let i = 0; i < perCourse; i++) {
      const gender = random.chance(0.55) ? 'P' : 'L';
      const { first, family } = personName(random, gender);
      let email = `${first}.${family}`.toLowerCase();
      while (emails.has(email)) email = `${email}${random.int(1, 9)}`;
      emails.add(email);
      const birth = birthDate(random, random.int(1968, 1996));
      const civil = random.chance(0.4);
      seq++;
      teachers.push({
        fullName: `${first} ${family}, ${random.pick(DEGREES)}`,
        email: `${email}@${options.domain}`,
        gender,
        courses: [course.code],
        profile: {
          nuptk: `99${pad(options.series + seq, 14)}`,
          nip: civil
            ? `${birth.replace(/-/g, '')}${pad(random.int(2005, 2022), 4)}${pad(random.int(1, 12), 2)}${gender === 'L' ? 1 : 2}${pad(seq % 1000, 3)}`
            : null,
          nik: fictionalNik(birth, gender, seq),
          gender,
          birth_place: random.pick(PLACES),
          birth_date: birth,
          religion: 'Islam',
          employment_status: civil ? random.pick(['PNS', 'PPPK']) : random.pick(['GTY/PTY', 'Guru Honor Sekolah']),
          position: 'Guru Mapel',
          phone: `0800${pad(random.int(0, 99_999_999), 8)}`,
        },
      });
    }
  }
  return teachers;
}

/** A whole school: classes, rombel, teachers with their courses, students with guardians. */
export function generateSchool(options: GenerateOptions): DemoSchool {
  const random = randomOf(options.seed);
  const profile = STAGES[options.stage];
  const sections: DemoSection[] = [];
  for (const cls of profile.classes) {
    for (const major of profile.majors) {
      for (let p = 1; p <= options.parallels; p++) {
        const suffix = major.code ? `${major.code} ${p}` : p <= 26 ? String.fromCharCode(64 + p) : String(p);
        sections.push({ className: cls.name, name: `${cls.name} ${suffix}`, major: major.name || null, room: `R-${pad(sections.length + 1, 2)}`, homeroom: 0 });
      }
    }
  }
  const teachers = teachersFor(random, profile, options, sections.length);
  sections.forEach((s, i) => (s.homeroom = (i * 7) % teachers.length));

  const assignments: DemoSchool['assignments'] = [];
  sections.forEach((section, sectionIndex) => {
    const majorCode = profile.majors.find((m) => m.name === (section.major ?? ''))?.code;
    for (const course of profile.courses) {
      if (course.major && course.major !== majorCode) continue;
      const candidates = teachers.map((t, i) => ({ t, i })).filter(({ t }) => t.courses.includes(course.code));
      assignments.push({ teacher: candidates[sectionIndex % candidates.length].i, course: course.code, section: sectionIndex, hours: course.hours });
    }
  });

  const students: DemoStudent[] = [];
  const guardians: DemoGuardian[] = [];
  sections.forEach((section, sectionIndex) => {
    const grade = profile.classes.find((c) => c.name === section.className)!.grade;
    for (let i = 0; i < options.studentsPerSection; i++) {
      const seq = options.series + students.length + 1;
      const gender = random.chance(0.5) ? 'L' : 'P';
      const { first, family } = personName(random, gender);
      const father = personName(random, 'L');
      const mother = personName(random, 'P');
      const birth = birthDate(random, options.yearStart - grade - 6 + random.int(0, 1));
      const nisn = `99${pad(seq, 8)}`;
      const fatherName = `${father.first} ${family && gender === 'L' ? family : father.family}`;
      students.push({
        fullName: `${first} ${family}`,
        gender,
        section: sectionIndex,
        profile: {
          nisn,
          nis: `${options.yearStart - (grade - profile.classes[0].grade)}${pad(seq % 10_000_000, 7)}`,
          nik: fictionalNik(birth, gender, seq),
          gender,
          birth_place: random.pick(PLACES),
          birth_date: birth,
          religion: random.chance(0.9) ? 'Islam' : random.pick(['Kristen', 'Katolik', 'Buddha', 'Hindu']),
          address: `${random.pick(STREETS)} No. ${random.int(1, 120)}`,
          rt: pad(random.int(1, 12), 3),
          rw: pad(random.int(1, 9), 3),
          village: random.pick(VILLAGES),
          district: random.pick(DISTRICTS),
          city: 'Kota Bandung',
          postal_code: `40${pad(random.int(111, 999), 3)}`,
          phone: `0800${pad(random.int(0, 99_999_999), 8)}`,
          father_name: fatherName,
          mother_name: `${mother.first} ${mother.family}`,
          previous_school: random.pick(profile.previousSchools),
        },
      });
      const studentIndex = students.length - 1;
      // Now and then two students are siblings in different rombel and share one guardian.
      if (students.length > 40 && random.chance(0.06)) {
        guardians[guardians.length - 30].students.push(studentIndex);
        continue;
      }
      const relation = random.chance(0.7) ? 'Ayah' : random.chance(0.85) ? 'Ibu' : 'Wali';
      guardians.push({
        fullName: relation === 'Ibu' ? `${mother.first} ${mother.family}` : fatherName,
        email: `wali.${nisn}@${options.domain}`,
        students: [studentIndex],
        profile: {
          relation,
          nik: fictionalNik(birthDate(random, random.int(1970, 1990)), relation === 'Ibu' ? 'P' : 'L', seq),
          phone: `0800${pad(random.int(0, 99_999_999), 8)}`,
          occupation: random.pick(['Karyawan Swasta', 'Wiraswasta', 'Pedagang Kecil', 'PNS/TNI/Polri', 'Buruh', 'Petani']),
          education: random.pick(['SMA/sederajat', 'D3', 'D4/S1', 'SMP/sederajat']),
        },
      });
    }
  });
  return { classes: profile.classes, courses: profile.courses, sections, teachers, students, guardians, assignments };
}
