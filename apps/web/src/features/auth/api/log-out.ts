import { AUTH_PATHS, type MessageResponse, messageResponseSchema } from '@sinar/domain';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /logout: ends the session on the server, so its refresh token is dead even if it was copied. */
export function logOut(refreshToken: string): Promise<MessageResponse> {
  return apiRequest(AUTH_PATHS.logout, {
    method: 'POST',
    json: { refreshToken },
    schema: messageResponseSchema,
  });
}
