import type { FastifyReply } from 'fastify';
import type { Paper } from '../../shared/documents/paper.ts';

/** A rendered document and the name it is saved under. */
export interface PdfFile {
  filename: string;
  bytes: Buffer;
}

/** "daftar-hadir-pts-matematika-7-a4.pdf": ASCII only, so every browser and phone keeps the name. */
export function pdfFilename(kind: string, subject: string, paper: Paper): string {
  const slug = subject
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60);
  return `${[kind, slug, paper.toLowerCase()].filter(Boolean).join('-')}.pdf`;
}

/** Answers with the file as a download; never cached, since cards carry logins and first passwords. */
export function sendPdf(reply: FastifyReply, file: PdfFile) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.bytes);
}
