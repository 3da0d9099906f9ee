/** A school document of this module as a contract: GET …/x.pdf?paper=A4|F4, answered with the PDF file. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pdfFile } from '../file-answers.ts';
import { pathIdSchema } from '../common.ts';
import { paperQuery } from '../../documents/paper.ts';

export function pdfContract(spec: { name: string; path: string; tag: string; summary: string }) {
  return defineContract({
    ...spec,
    method: 'GET',
    auth: 'session',
    params: z.object({ id: pathIdSchema }),
    input: paperQuery,
    ...pdfFile,
  });
}
