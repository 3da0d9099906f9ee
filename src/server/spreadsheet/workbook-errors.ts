import { AppError, validationError } from '../http/errors.ts';

/** The refusals of the workbook reader, each on the `file` field so both import screens show it by the file input. */

/** Largest upload accepted: a full 5,000-row people file is well under 2 MB. */
export const MAX_WORKBOOK_BYTES = 5 * 1024 * 1024;
const MEGABYTES = MAX_WORKBOOK_BYTES / 1024 / 1024;

const onFile = (message: string) => validationError({ file: [message] }, message);

export const unreadable = () => onFile('Berkas tidak dapat dibaca. Simpan sebagai Excel Workbook (.xlsx), lalu unggah lagi.');

export const noSheet = () => onFile('Berkas tidak berisi lembar data.');

export const FILE_TOO_LARGE = `Berkas terlalu besar: paling besar ${MEGABYTES} MB. Bagi menjadi beberapa berkas.`;

export function fileTooLarge(): AppError {
  const message = FILE_TOO_LARGE;
  return new AppError('too_large', message, { fieldErrors: { file: [message] } });
}

export const workbookTooBig = () => onFile('Isi berkas terlalu besar untuk diimpor sekaligus. Bagi menjadi beberapa berkas.');

export const tooManyRows = (maxRows: number) =>
  onFile(`Paling banyak ${maxRows} baris per berkas; berkas ini berisi lebih banyak. Bagi menjadi beberapa berkas.`);
