import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a produced PDF, one string per page, and the size of its first page in points. */
export async function readPdf(bytes: Uint8Array | Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  const [, , width, height] = (await pdf.getPage(1)).view;
  return { pages: text.map((p) => p.replace(/\s+/g, ' ')), all: text.join('\n').replace(/\s+/g, ' '), width, height };
}
