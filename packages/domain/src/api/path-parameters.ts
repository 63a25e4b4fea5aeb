import { z } from 'zod';

/**
 * A path segment from a value. A ':name' segment is kept as it is, so the server registers its routes with the
 * very functions the browser calls (`AUTH_PATHS.user(':userId')`); no id, email or phone number starts with ':'.
 */
export const segment = (value: string) => (/^:[A-Za-z]+$/.test(value) ? value : encodeURIComponent(value));

/** The path parameter of a call on one record by its id. */
export const idParamsSchema = z.object({ id: z.uuid() });

/** The path parameter of a call on one user's records. */
export const userIdParamsSchema = z.object({ userId: z.uuid() });
