import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_STATUS } from './api-error.ts';
import { createAttemptKey } from './idempotency-key.ts';

function counting() {
  let next = 0;
  return () => {
    next += 1;
    return `key-${next}`;
  };
}

describe('the key of one payment attempt', () => {
  it('is made once and reused by a retry after no answer or while the first request still runs', () => {
    const attempt = createAttemptKey(counting());
    const request = { agreementNo: 'SKL-2026-000001', amountSen: 18_167, method: 'onlineBanking' };
    expect(attempt.keyFor(request)).toBe('key-1');
    attempt.settle(NETWORK_ERROR_STATUS);
    expect(attempt.keyFor({ ...request })).toBe('key-1');
    attempt.settle(409);
    expect(attempt.keyFor(request)).toBe('key-1');
  });

  it('is new for another request, since the server refuses a different body under a used key', () => {
    const attempt = createAttemptKey(counting());
    expect(attempt.keyFor({ amountSen: 18_167 })).toBe('key-1');
    attempt.settle(NETWORK_ERROR_STATUS);
    expect(attempt.keyFor({ amountSen: 10_000 })).toBe('key-2');
  });

  it('is new after an answer, whether the server did the call or refused it', () => {
    const attempt = createAttemptKey(counting());
    expect(attempt.keyFor({ amountSen: 18_167 })).toBe('key-1');
    attempt.settle(201);
    expect(attempt.keyFor({ amountSen: 18_167 })).toBe('key-2');
    attempt.settle(400);
    expect(attempt.keyFor({ amountSen: 18_167 })).toBe('key-3');
  });

  it('is a UUID by default, a valid key for the server', () => {
    const key = createAttemptKey().keyFor({});
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
