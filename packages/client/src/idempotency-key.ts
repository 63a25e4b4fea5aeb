import { NETWORK_ERROR_STATUS } from './api-error.ts';

/**
 * The `Idempotency-Key` of one intended operation that moves money (decision 035): made on its first attempt and
 * sent again with every retry of the same request, so that a request the server did receive but whose answer was
 * lost is not run twice. Another request (another amount, another method) is another operation with a key of its
 * own; so is the next one after an answer, since the server either did what was asked or refused it and let the key
 * go.
 */
export interface AttemptKey {
  /** The key for this request: the current one while the same request is being retried, else a new one. */
  keyFor(request: unknown): string;
  /**
   * What became of the request that used the key: with no HTTP answer (`status` 0) or a 409 (the first request is
   * still running) the key is kept for the retry; any other answer ends the attempt.
   */
  settle(status: number): void;
}

export function createAttemptKey(makeKey: () => string = () => crypto.randomUUID()): AttemptKey {
  let current: { readonly key: string; readonly request: string } | null = null;
  return {
    keyFor(request) {
      const body = JSON.stringify(request);
      if (current?.request !== body) current = { key: makeKey(), request: body };
      return current.key;
    },
    settle(status) {
      if (status !== NETWORK_ERROR_STATUS && status !== 409) current = null;
    },
  };
}
