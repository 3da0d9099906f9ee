/** An exam file as the upload form sends it (base64 in JSON, like the bank's .xlsx import). */
import { z } from 'zod';
import { recordId } from '../../ids.ts';
import { EXAM_FILE_MAX_BYTES } from './exam-file-types.ts';

/** Base64 length of the largest file, plus its padding. */
export const EXAM_FILE_MAX_BASE64 = Math.ceil(EXAM_FILE_MAX_BYTES / 3) * 4;

export const examFileUploadSchema = z.object({
  title: z.string().trim().min(1, 'Wajib diisi.').max(200, 'Maksimal 200 karakter.'),
  /** null: published to every school. */
  schoolId: recordId.nullable(),
  fileName: z.string().trim().min(1, 'Pilih berkas.').max(200, 'Nama berkas terlalu panjang.'),
  /** Checked for size by the service, which answers 413 with its own message. */
  content: z
    .string()
    .min(1, 'Pilih berkas.')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Berkas tidak terbaca. Pilih ulang berkasnya.'),
});
