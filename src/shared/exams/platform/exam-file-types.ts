/**
 * The exam files the super admin may publish (upload_file_examination): the type is decided by the file's
 * first bytes, not only its name, so a renamed program cannot pass as a PDF. Shared so the form can refuse
 * a wrong or too large file before sending megabytes over a school's connection.
 */
import { ascii, isDocx, isJpeg, isPdf, isPng, isXlsx, startsWith } from '../../files/magic-bytes.ts';

export const EXAM_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const EXAM_FILE_TOO_LARGE = 'Berkas terlalu besar. Ukuran maksimal 10 MB.';
export const EXAM_FILE_WRONG_TYPE = 'Jenis berkas tidak diizinkan. Unggah PDF, .seb, .xlsx, .docx, PNG, atau JPEG.';

export interface ExamFileType {
  extension: string;
  mimeType: string;
  label: string;
  /** Whether the bytes are this type. */
  matches: (bytes: Uint8Array) => boolean;
}

/**
 * A .seb file is a property list: XML, or XML gzip-compressed, optionally behind a 4-character prefix
 * ("plnd", "pswd", "pwcc", "phsk") when encrypted or signed.
 */
const SEB_PREFIXES = ['plnd', 'pswd', 'pwcc', 'phsk', 'pswc'].map(ascii);
function isSeb(bytes: Uint8Array): boolean {
  if (startsWith(bytes, [0x1f, 0x8b])) return true;
  if (SEB_PREFIXES.some((p) => startsWith(bytes, p))) return true;
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<?xml') && head.includes('plist');
}

export const EXAM_FILE_TYPES: readonly ExamFileType[] = [
  { extension: 'pdf', mimeType: 'application/pdf', label: 'PDF', matches: isPdf },
  { extension: 'seb', mimeType: 'application/seb', label: 'Konfigurasi Safe Exam Browser', matches: isSeb },
  { extension: 'xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', label: 'Excel', matches: isXlsx },
  { extension: 'docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'Word', matches: isDocx },
  { extension: 'png', mimeType: 'image/png', label: 'PNG', matches: isPng },
  { extension: 'jpg', mimeType: 'image/jpeg', label: 'JPEG', matches: isJpeg },
  { extension: 'jpeg', mimeType: 'image/jpeg', label: 'JPEG', matches: isJpeg },
];

export const EXAM_FILE_ACCEPT = EXAM_FILE_TYPES.map((t) => `.${t.extension}`).join(',');

const extensionOf = (fileName: string) => fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

/** The file's type when its name and its first bytes agree; null otherwise. */
export function examFileType(fileName: string, bytes: Uint8Array): ExamFileType | null {
  const type = EXAM_FILE_TYPES.find((t) => t.extension === extensionOf(fileName));
  return type && type.matches(bytes) ? type : null;
}

/** The name's type, from the extension only: the form's early check before reading the file. */
export const allowedExtension = (fileName: string) => EXAM_FILE_TYPES.some((t) => t.extension === extensionOf(fileName));
