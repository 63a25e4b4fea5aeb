import { z } from 'zod';
import { DEV_API_BASE } from '../brand.ts';

/** GET: what the sandbox email and SMS providers sent, newest first. Absent (404) in production. */
export const DEV_INBOX_PATH = `${DEV_API_BASE}/inbox`;

export const INBOX_MESSAGE_STATUSES = ['accepted', 'delivered', 'bounced', 'undelivered'] as const;

export const inboxMessageSchema = z.object({
  id: z.uuid(),
  channel: z.enum(['email', 'sms']),
  from: z.string(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string().nullable(),
  text: z.string(),
  status: z.enum(INBOX_MESSAGE_STATUSES),
  createdAt: z.iso.datetime(),
  deliveredAt: z.iso.datetime().nullable(),
  /** Files sent with an email (a live call's .ics invitation), as text. */
  attachments: z
    .array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() }))
    .optional(),
});

export const inboxQuerySchema = z.object({
  to: z.string().max(320).optional(),
  channel: z.enum(['email', 'sms']).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const inboxResponseSchema = z.object({ messages: z.array(inboxMessageSchema) });

export type InboxMessage = z.infer<typeof inboxMessageSchema>;
