/**
 * File types told by their first bytes (magic numbers), never by the name or the Content-Type the browser
 * sends: a renamed program must not pass as a picture. Shared by the upload path and the exam files' list.
 */
export const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
export const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** An Office file is a zip whose entries name its kind; the first entries are in the first kilobytes. */
export const zipNaming = (bytes: Uint8Array, folder: string) =>
  startsWith(bytes, ZIP) && new TextDecoder('latin1').decode(bytes.subarray(0, 64 * 1024)).includes(folder);

export const isPng = (b: Uint8Array) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const isJpeg = (b: Uint8Array) => startsWith(b, [0xff, 0xd8, 0xff]);
export const isGif = (b: Uint8Array) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a'));
export const isWebp = (b: Uint8Array) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8);
export const isPdf = (b: Uint8Array) => startsWith(b, ascii('%PDF-'));
export const isXlsx = (b: Uint8Array) => zipNaming(b, 'xl/');
export const isDocx = (b: Uint8Array) => zipNaming(b, 'word/');

export interface SniffedType {
  mime: string;
  extension: string;
  matches: (bytes: Uint8Array) => boolean;
}

export const PNG: SniffedType = { mime: 'image/png', extension: 'png', matches: isPng };
export const JPEG: SniffedType = { mime: 'image/jpeg', extension: 'jpg', matches: isJpeg };
export const GIF: SniffedType = { mime: 'image/gif', extension: 'gif', matches: isGif };
export const WEBP: SniffedType = { mime: 'image/webp', extension: 'webp', matches: isWebp };
export const PDF: SniffedType = { mime: 'application/pdf', extension: 'pdf', matches: isPdf };
export const XLSX: SniffedType = { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx', matches: isXlsx };
export const DOCX: SniffedType = { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx', matches: isDocx };

/** The first type in the list the bytes match; null when none does. */
export const sniff = (bytes: Uint8Array, types: readonly SniffedType[]): SniffedType | null => types.find((t) => t.matches(bytes)) ?? null;

/** Plain text (a CSV bank statement): no NUL byte in the first kilobytes, and not a zip or PDF. */
export const isCsvText = (b: Uint8Array) => b.length > 0 && !b.subarray(0, 64 * 1024).includes(0) && !startsWith(b, ZIP) && !isPdf(b);
export const CSV: SniffedType = { mime: 'text/csv', extension: 'csv', matches: isCsvText };
