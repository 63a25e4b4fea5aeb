import type { Queryable } from '../db/database.ts';

/**
 * What the modules ask of the notifications module: a message queued in the caller's transaction, so that there is
 * no message without the change it tells of, nor a change whose message was lost.
 */

export interface EmailQueue {
  queue(
    tx: Queryable,
    email: {
      purpose: string;
      recipient: string;
      subject: string;
      bodyText: string;
      /** Text files sent with it (a calendar invitation). */
      attachments?: readonly { filename: string; contentType: string; content: string }[];
    },
  ): Promise<unknown>;
}

export interface SmsQueue {
  queue(tx: Queryable, sms: { purpose: string; to: string; text: string }): Promise<unknown>;
}
