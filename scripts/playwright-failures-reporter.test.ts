import { describe, expect, it } from 'vitest';
import { journeyFailureLines } from './playwright-failures-reporter.ts';

const ESC = String.fromCharCode(27);

describe("npm test's list of the browser journeys that failed", () => {
  it('names each failed journey with how it ended and its first error line, without colour codes', () => {
    const lines = journeyFailureLines(
      [
        {
          place: 'tests/api-docs.spec.ts:9 > the API documentation page lists the operations',
          status: 'failed',
          message: `Error: ${ESC}[2mexpect(${ESC}[22m${ESC}[31mlocator${ESC}[39m).toBeVisible() failed\n\nLocator: getByRole('heading')`,
        },
        {
          place: 'tests/servicing.spec.ts:40 > a borrower pays > by FPX',
          status: 'timedOut',
          message: 'Test timeout of 30000ms exceeded.',
        },
        { place: 'tests/landing.spec.ts:5 > the landing page', status: 'interrupted' },
      ],
      ['Error: Timed out waiting 60000ms from config.webServer.\n    at stack'],
      'failed',
    );
    expect(lines).toEqual([
      'tests/api-docs.spec.ts:9 > the API documentation page lists the operations: failed: Error: expect(locator).toBeVisible() failed',
      'tests/servicing.spec.ts:40 > a borrower pays > by FPX: timedOut: Test timeout of 30000ms exceeded.',
      'tests/landing.spec.ts:5 > the landing page: interrupted',
      'outside any journey: Error: Timed out waiting 60000ms from config.webServer.',
    ]);
  });

  it('says so when the run as a whole timed out or was interrupted', () => {
    expect(journeyFailureLines([], [], 'timedout')).toEqual(['the run reached its time limit']);
    expect(journeyFailureLines([], [], 'interrupted')).toEqual(['the run was interrupted']);
  });

  it('is empty when nothing failed', () => {
    expect(journeyFailureLines([], [], 'passed')).toEqual([]);
  });
});
