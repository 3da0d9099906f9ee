import { z } from 'zod';

/**
 * Paper a document is printed on: A4, or F4 (folio, 215 × 330 mm), which many Indonesian school offices
 * still stock. Sizes in PDF points (1/72 inch); the portal lists the labels, the server lays out the pages.
 */
export const PAPERS = {
  A4: { label: 'A4 (210 × 297 mm)', width: 595.28, height: 841.89 },
  F4: { label: 'F4 (215 × 330 mm)', width: 609.45, height: 935.43 },
} as const;
export type Paper = keyof typeof PAPERS;
export const PAPER_NAMES = Object.keys(PAPERS) as Paper[];

/** The query every document endpoint takes: ?paper=A4|F4, A4 when absent. */
export const paperQuery = z.object({
  paper: z.enum(PAPER_NAMES as [Paper, ...Paper[]], { error: 'Kertas harus A4 atau F4.' }).default('A4'),
});
