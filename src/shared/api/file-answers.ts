/**
 * The answer of a call that sends a file, spread into its contract (`...pdfFile`). Not in contract.ts: that module
 * is loaded with the portal's first page (call routes, pathOf), and a schema built at import would bring zod with it.
 */
import { z } from 'zod';

/** The answer of a call that sends a PDF file (a document of src/server/documents): spread into the contract. */
export const pdfFile = { output: z.string().describe('Berkas PDF'), response: { kind: 'file', mediaType: 'application/pdf' } } as const;

/** The answer of a call that sends an Excel workbook (.xlsx): spread into the contract. */
export const xlsxFile = {
  output: z.unknown().describe('Berkas xlsx'),
  response: { kind: 'file', mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
} as const;
