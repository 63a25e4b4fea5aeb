import { z } from 'zod';
import { applicationMessageResponseSchema } from './application.ts';
import { smeApplicationMessageResponseSchema } from './sme-application.ts';

/**
 * The generic step calls (`application-status-step/{id}/...-completed`) answer with the application they recorded
 * the step on: an individual's, or an SME partner's or group staff member's (decision 060).
 */
export const stepMessageResponseSchema = z.union([
  applicationMessageResponseSchema,
  smeApplicationMessageResponseSchema,
]);
export type StepMessageResponse = z.infer<typeof stepMessageResponseSchema>;
