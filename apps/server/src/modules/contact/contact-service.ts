import { randomInt } from 'node:crypto';
import type { ContactForm, Language } from '@sinar/domain';
import type { Database } from '../../db/database.ts';
import type { EmailService } from '../notifications/email-service.ts';
import { insertContactMessage } from './contact-repository.ts';

/** Crockford's base32 without look-alikes, so a reference read over the phone is unambiguous. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newContactReference(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `CU-${code}`;
}

export class ContactService {
  readonly #db: Database;
  readonly #email: EmailService;
  readonly #inbox: string;

  constructor(options: { db: Database; email: EmailService; contactInbox: string }) {
    this.#db = options.db;
    this.#email = options.email;
    this.#inbox = options.contactInbox;
  }

  /** Stores the message and queues it to the support inbox in one transaction: both happen or neither. */
  async submit(form: ContactForm, language: Language): Promise<{ reference: string }> {
    const reference = newContactReference();
    await this.#db.transaction(async (tx) => {
      const stored = await insertContactMessage(tx, {
        reference,
        email: form.email,
        comments: form.comments,
        language,
      });
      await this.#email.queue(tx, {
        purpose: 'contact-us',
        recipient: this.#inbox,
        replyTo: form.email,
        subject: `[${reference}] Contact us: message from ${form.email}`,
        bodyText: [
          `Reference: ${reference}`,
          `From: ${form.email}`,
          `Language: ${language === 'ms' ? 'Malay' : 'English'}`,
          `Received: ${stored.createdAt.toISOString()}`,
          '',
          form.comments,
        ].join('\n'),
      });
    });
    return { reference };
  }
}
