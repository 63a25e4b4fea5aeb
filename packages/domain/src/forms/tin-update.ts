import { z } from 'zod';
import { tinField } from './fields.ts';

/** The e-invoice request: the customer's LHDN TIN ('Please input TIN Number' when empty; ../identity/tin.ts). */
export const tinUpdateFormSchema = z.object({
  tinNumber: tinField,
});

export type TinUpdateForm = z.output<typeof tinUpdateFormSchema>;
