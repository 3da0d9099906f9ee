import { AppError, fieldError } from '../http/errors.ts';
import { FILE_TOO_LARGE } from '../../shared/workbook-limits.ts';

/** The refusals of the workbook reader, each on the `file` field so both import screens show it by the file input. */

export { FILE_TOO_LARGE, MAX_WORKBOOK_BYTES } from '../../shared/workbook-limits.ts';

const onFile = (message: string) => fieldError('file', message);

export const unreadable = () => onFile('Berkas tidak dapat dibaca. Simpan sebagai Excel Workbook (.xlsx), lalu unggah lagi.');

export const noSheet = () => onFile('Berkas tidak berisi lembar data.');

export function fileTooLarge(): AppError {
  const message = FILE_TOO_LARGE;
  return new AppError('too_large', message, { fieldErrors: { file: [message] } });
}

export const workbookTooBig = () => onFile('Isi berkas terlalu besar untuk diimpor sekaligus. Bagi menjadi beberapa berkas.');

export const tooManyRows = (maxRows: number) =>
  onFile(`Paling banyak ${maxRows} baris per berkas; berkas ini berisi lebih banyak. Bagi menjadi beberapa berkas.`);
