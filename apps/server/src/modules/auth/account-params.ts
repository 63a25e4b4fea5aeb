import { z } from 'zod';

/** Path parameters of the account calls: a user's id, and an SME partner's id in the partner directory. */
export const userIdParams = z.object({ userId: z.uuid() });
export const partnerIdParams = z.object({ id: z.string().min(1).max(20) });
