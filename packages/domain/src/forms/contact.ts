import { z } from 'zod';

/** Contact us (spec 000 section 5): an email address and the comments or question. */
export const CONTACT_COMMENTS_MAX_LENGTH = 2_000;

export const contactFormSchema = z.object({
  email: z
    .string({ error: 'forms.contact.emailRequired' })
    .trim()
    .min(1, { error: 'forms.contact.emailRequired' })
    .pipe(z.email({ error: 'forms.contact.emailInvalid' })),
  comments: z
    .string({ error: 'forms.contact.commentsRequired' })
    .trim()
    .min(1, { error: 'forms.contact.commentsRequired' })
    .max(CONTACT_COMMENTS_MAX_LENGTH, { error: 'validation.tooLong' }),
});

export type ContactForm = z.infer<typeof contactFormSchema>;
