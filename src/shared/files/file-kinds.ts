/**
 * What may be uploaded, per kind of file: the types (told by the first bytes), the size limit and who may read
 * it. One table read by the server (enforced) and the portal (the picker's accept list and early size check).
 */
import { CHAT_FAMILY_TYPES, CHAT_STAFF_TYPES } from '../content/permissions.ts';
import { CSV, DOCX, GIF, JPEG, PDF, PNG, WEBP, XLSX, type SniffedType } from './magic-bytes.ts';

export const FILE_KINDS = [
  'question_image',
  'profile_photo',
  'document',
  'ppdb_document',
  'employee_document',
  'absence_letter',
  'classroom_file',
  'rapor_batch',
  'account_cards',
  'bank_statement',
  'website_image',
  'chat_attachment',
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export interface FileKindRule {
  label: string;
  types: readonly SniffedType[];
  maxBytes: number;
  /** Served to anyone who has the address (an unguessable UUID): exam screens show them in <img> without a token. */
  public: boolean;
  /** Which user types may upload this kind. */
  uploaders: readonly string[];
  /** Which user types of the same school may read it; every session of the school when absent. */
  readers?: readonly string[];
}

const MB = 1024 * 1024;
const EXAM_AUTHORS = ['1', '2', '3', '4'];

export const FILE_KIND_RULES: Record<FileKind, FileKindRule> = {
  question_image: { label: 'Gambar soal', types: [PNG, JPEG, GIF, WEBP], maxBytes: 5 * MB, public: true, uploaders: EXAM_AUTHORS },
  profile_photo: { label: 'Foto profil', types: [PNG, JPEG, WEBP], maxBytes: 5 * MB, public: false, uploaders: ['1', '2'] },
  document: { label: 'Dokumen', types: [PDF, DOCX, XLSX, PNG, JPEG], maxBytes: 10 * MB, public: false, uploaders: ['1', '2', '3', '4', '9'] },
  // An applicant's birth certificate or family card: the PPDB staff only (issue 19).
  ppdb_document: {
    label: 'Dokumen pendaftar PPDB',
    types: [PDF, PNG, JPEG],
    maxBytes: 5 * MB,
    public: false,
    uploaders: ['1', '2', '9'],
    readers: ['1', '2', '9'],
  },
  // An employee's SK, certificates and diplomas: the office and the principal.
  employee_document: {
    label: 'Lampiran pegawai',
    types: [PDF, PNG, JPEG],
    maxBytes: 10 * MB,
    public: false,
    uploaders: ['1', '2', '9'],
    readers: ['1', '2', '4', '9'],
  },
  // A parent's photo of the doctor's letter for an absence permit: the parent, the homeroom teacher, the office.
  absence_letter: {
    label: 'Surat keterangan izin',
    types: [PDF, PNG, JPEG],
    maxBytes: 5 * MB,
    public: false,
    uploaders: ['6'],
    readers: ['1', '2', '3', '6', '9'],
  },
  // Class room materials and students' submissions (issue 16): the teacher, the office and the student upload.
  classroom_file: { label: 'Berkas ruang kelas', types: [PDF, DOCX, XLSX, PNG, JPEG], maxBytes: 10 * MB, public: false, uploaders: ['1', '2', '3', '4', '5'] },
  // The rapor PDFs of a whole school, made by a background job (issue 14): nobody uploads them; the office reads.
  rapor_batch: { label: 'Rapor satu rombel (PDF)', types: [PDF], maxBytes: 200 * MB, public: false, uploaders: [], readers: ['1', '2', '4'] },
  // Kartu Akun PDFs with first passwords, made by a job (issue 12): nobody uploads them; only the admin who asked
  // reads them (the read guard in src/server/api/master.ts), and they are deleted an hour later.
  account_cards: { label: 'Kartu akun (PDF)', types: [PDF], maxBytes: 200 * MB, public: false, uploaders: [], readers: ['1', '2'] },
  // A bank statement (mutasi rekening) as the bank exports it: the bendahara and the admin (issue 17).
  bank_statement: {
    label: 'Mutasi rekening bank',
    types: [XLSX, CSV],
    maxBytes: 5 * MB,
    public: false,
    uploaders: ['1', '2', '11'],
    readers: ['1', '2', '4', '11'],
  },
  // Pictures of the school's public website (sliders, album photos, the head's photo; issue 20): shown in <img> on
  // public pages, so readable by address like question pictures; the office and the principal upload them.
  website_image: { label: 'Gambar situs sekolah', types: [PNG, JPEG, WEBP], maxBytes: 5 * MB, public: true, uploaders: ['1', '2', '4', '9'] },
  // A picture or document sent in a live chat (issue 20): staff, parents and students upload; only the two people of
  // the conversation read it (the chat module's read guard, src/server/content/chat-attachments.ts).
  chat_attachment: {
    label: 'Lampiran obrolan',
    types: [PDF, DOCX, XLSX, PNG, JPEG, WEBP],
    maxBytes: 10 * MB,
    public: false,
    uploaders: [...CHAT_STAFF_TYPES, ...CHAT_FAMILY_TYPES],
  },
};

export const isFileKind = (value: unknown): value is FileKind => typeof value === 'string' && (FILE_KINDS as readonly string[]).includes(value);

const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;
const typeNames = (rule: FileKindRule) => [...new Set(rule.types.map((t) => t.extension.toUpperCase()))].join(', ');

export const tooLargeMessage = (kind: FileKind) => `Berkas terlalu besar. Ukuran maksimal ${megabytes(FILE_KIND_RULES[kind].maxBytes)}.`;
export const wrongTypeMessage = (kind: FileKind) => `Jenis berkas tidak diizinkan. Unggah ${typeNames(FILE_KIND_RULES[kind])}.`;
export const acceptOf = (kind: FileKind) => FILE_KIND_RULES[kind].types.map((t) => t.mime).join(',');

/** The address a stored file is served at; question content stores it in <img src>. */
export const fileUrl = (id: string) => `/api/files/${id}`;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const FILE_ID_PATTERN = new RegExp(`^${UUID}$`);
export const FILE_URL_PATTERN = new RegExp(`^/api/files/${UUID}$`);
