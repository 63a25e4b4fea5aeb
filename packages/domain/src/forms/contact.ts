import { z } from 'zod';
import { emailField, maxLength, requiredText } from './fields.ts';

/** Contact us (spec 000 section 5): an email address and the comments or question, with the spec's own messages. */
export const CONTACT_COMMENTS_MAX_LENGTH = 2_000;

export const contactFormSchema = z.object({
  email: emailField('forms.contact.emailRequired', 'forms.contact.emailInvalid'),
  comments: requiredText('forms.contact.commentsRequired', maxLength(CONTACT_COMMENTS_MAX_LENGTH)),
});

export type ContactForm = z.infer<typeof contactFormSchema>;
