import { z } from 'zod';
import { API_BASES } from '../brand.ts';

/** POST: the contact form (forms/contact.ts) in, this out with status 201. */
export const CONTACT_US_PATH = `${API_BASES.customer}/contact-us`;

export const contactUsResponseSchema = z.object({
  /** The confirmation, in the sender's language. */
  message: z.string().min(1),
  /** Quoted by support when they reply: 'CU-' and 8 characters. */
  reference: z.string().regex(/^CU-[0-9A-Z]{8}$/),
});

export type ContactUsResponse = z.infer<typeof contactUsResponseSchema>;
