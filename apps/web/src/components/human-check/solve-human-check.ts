import { AUTH_PATHS, type HumanCheckChallenge, humanCheckChallengeSchema } from '@sinar/domain';
import { apiRequest } from '../../lib/api-client.ts';
import { importWithReload } from '../../lib/lazy-reload.ts';

/**
 * The human check is an ALTCHA v1 proof of work: the server hands out a signed challenge, the browser finds the
 * number whose SHA-256 with the salt is the challenge, and the form sends the solution as `humanCheckToken`. The
 * solver (altcha-lib) is loaded on the first tick, never with the page.
 */
export interface HumanCheckSolution {
  readonly number: number;
}

/** The token the server verifies: the solved challenge as base64 JSON (the ALTCHA payload). */
export function encodeHumanCheckToken(challenge: HumanCheckChallenge, solution: HumanCheckSolution): string {
  return btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  );
}

export class HumanCheckUnsolvedError extends Error {
  constructor() {
    super('The human-check challenge has no solution in its range');
    this.name = 'HumanCheckUnsolvedError';
  }
}

/** Fetches a fresh challenge (each token is single use) and solves it. Rejects with an AbortError when aborted. */
export async function solveHumanCheck(signal: AbortSignal): Promise<string> {
  const [challenge, altcha] = await Promise.all([
    apiRequest(AUTH_PATHS.humanCheckChallenge, { signal, schema: humanCheckChallengeSchema }),
    importWithReload(() => import('altcha-lib/v1')),
  ]);
  signal.throwIfAborted();
  const { promise, controller } = altcha.solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  );
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  try {
    const solution = await promise;
    signal.throwIfAborted();
    if (!solution) throw new HumanCheckUnsolvedError();
    return encodeHumanCheckToken(challenge, solution);
  } finally {
    signal.removeEventListener('abort', abort);
  }
}
