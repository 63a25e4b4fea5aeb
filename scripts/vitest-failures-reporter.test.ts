import { describe, expect, it } from 'vitest';
import { failureLines } from './vitest-failures-reporter.ts';

describe("npm test's list of what failed in vitest", () => {
  it('names failed tests first, then files that broke or did not finish, then errors caught outside any test', () => {
    const lines = failureLines(
      [
        {
          file: 'apps/server/src/modules/loans/loan-account.test.ts',
          finished: true,
          errors: [],
          failedTests: [
            {
              fullName: 'loan account > posts the first instalment',
              error: { name: 'AssertionError', message: 'expected 10000 to be 10001\n  at line 4' },
            },
          ],
        },
        { file: 'apps/server/src/jobs/queue.test.ts', finished: false, errors: [], failedTests: [] },
        {
          file: 'apps/web/src/app.test.tsx',
          finished: true,
          errors: [{ name: 'SyntaxError', message: 'Unexpected token' }],
          failedTests: [],
        },
      ],
      [
        {
          type: 'Unhandled Rejection',
          name: 'Error',
          message: 'Cannot use a pool after calling end on the pool',
          testFile: 'apps/server/src/modules/disbursement/disbursement.test.ts',
        },
        { name: 'Error', message: 'worker crashed' },
      ],
    );
    expect(lines).toEqual([
      'apps/server/src/modules/loans/loan-account.test.ts > loan account > posts the first instalment: AssertionError: expected 10000 to be 10001',
      'apps/server/src/jobs/queue.test.ts: did not finish (its worker stopped)',
      'apps/web/src/app.test.tsx: SyntaxError: Unexpected token',
      'Unhandled Rejection in apps/server/src/modules/disbursement/disbursement.test.ts: Error: Cannot use a pool after calling end on the pool',
      'Unhandled error: Error: worker crashed',
    ]);
  });

  it('is empty when nothing failed', () => {
    expect(failureLines([], [])).toEqual([]);
  });
});
