/** monitoring/examination_status asks for one day of the school (its own zone); today when none is given. */
import { z } from 'zod';

export const examStatusInput = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal tidak valid.')
    .optional(),
});
