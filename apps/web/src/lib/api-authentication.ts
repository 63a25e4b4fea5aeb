import { createTokenRefresh } from '@sinar/client/token-refresh';
import { setApiAuthentication } from './api-client.ts';
import { importWithReload } from './lazy-reload.ts';
import { clearStoredData, tokens } from './session.ts';

/**
 * The Bearer token and the refresh rule of spec 001 sections 4, 7 and 8 (@sinar/client/token-refresh), plugged
 * into `apiRequest`. The refresh call is loaded on the first refresh only (request-customer-tokens.ts). A refused
 * refresh clears the stored data and sends the user to the logout route (`onSessionEnded`).
 */
export const REFRESH_LOCK_NAME = 'sinar:token-refresh';

async function requestTokens(refreshToken: string) {
  const module = await importWithReload(() => import('./request-customer-tokens.ts'));
  return module.requestCustomerTokens(refreshToken);
}

/** Installs the Bearer token and the refresh rule for every API call of the app. */
export function installApiAuthentication(options: { readonly onSessionEnded: () => void }): void {
  setApiAuthentication(
    createTokenRefresh({
      tokens,
      requestTokens,
      clearSession: () => clearStoredData(),
      onSessionEnded: options.onSessionEnded,
      lockName: REFRESH_LOCK_NAME,
    }),
  );
}
