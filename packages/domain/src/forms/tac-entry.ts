import { z } from 'zod';
import { sixDigitCodeField } from './fields.ts';

/**
 * The TAC sent by SMS to sign the agreement or the direct-debit consent: six boxes, one digit each, joined into
 * one string by the screen. Empty or incomplete, the spec's answer is the same: 'Please fill in all number'.
 */
export const tacEntryFormSchema = z.object({
  tac: sixDigitCodeField('forms.tac.fillAllNumbers'),
});

export type TacEntryForm = z.output<typeof tacEntryFormSchema>;
