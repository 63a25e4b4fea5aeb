/**
 * A Playwright reporter for `npm test`'s summary: it writes to PLAYWRIGHT_FAILURES_FILE one line for each journey
 * that failed, with how it ended and its error's first line, and one for each error outside any journey (the web
 * server that did not start, a test file that did not load). The list reporter prints a journey's error above its
 * trace and screenshots, far from the end of a long log, and the summary named the step alone.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { FullResult, Reporter, TestCase, TestError, TestResult } from '@playwright/test/reporter';
import { firstLine } from './first-line.ts';

export interface FailedJourney {
  /** Where it is written and its titles: `tests/api-docs.spec.ts:9 > lists the operations`. */
  readonly place: string;
  /** Playwright's word for how it ended: failed, timedOut, interrupted. */
  readonly status: string;
  readonly message?: string;
}

/** The summary's lines: the failed journeys, then the errors outside them, then a run that did not end by itself. */
export function journeyFailureLines(
  journeys: readonly FailedJourney[],
  errors: readonly string[],
  runStatus: string,
): string[] {
  return [
    ...journeys.map(({ place, status, message }) => {
      const said = firstLine(message);
      return `${place}: ${status}${said ? `: ${said}` : ''}`;
    }),
    ...errors.map((message) => `outside any journey: ${firstLine(message)}`),
    ...(runStatus === 'timedout' ? ['the run reached its time limit'] : []),
    ...(runStatus === 'interrupted' ? ['the run was interrupted'] : []),
  ];
}

export default class FailuresReporter implements Reporter {
  private readonly ended = new Map<TestCase, TestResult>();
  private readonly errors: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    this.ended.set(test, result);
  }

  onError(error: TestError): void {
    this.errors.push(error.message ?? error.value ?? 'an error without a message');
  }

  onEnd(result: FullResult): void {
    const target = process.env.PLAYWRIGHT_FAILURES_FILE;
    if (!target) return;
    const journeys = [...this.ended]
      .filter(([test]) => test.outcome() === 'unexpected')
      .map(([test, last]) => ({
        // The title path starts with the root, the project and the file: the rest are the describes and the title.
        place: `${relative(process.cwd(), test.location.file)}:${test.location.line} > ${test.titlePath().slice(3).join(' > ')}`,
        status: last.status,
        message: last.error?.message ?? last.error?.value,
      }));
    writeFileSync(target, `${JSON.stringify(journeyFailureLines(journeys, this.errors, result.status))}\n`);
  }
}
