/**
 * A vitest reporter for `npm test`'s summary: it writes to VITEST_FAILURES_FILE one line for each failed test, each
 * test file that failed or did not finish, and each error caught outside any test. Vitest's JSON report leaves the
 * last out, so a run that failed on an unhandled rejection alone said nothing at the end of a long log.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';
import { firstLine } from './first-line.ts';

/** What the summary needs of an error: its kind, its first line, and the test file it came from when vitest knows. */
export interface CaughtError {
  readonly type?: string;
  readonly name?: string;
  readonly message?: string;
  readonly testFile?: string;
}

export interface FailedModule {
  readonly file: string;
  readonly finished: boolean;
  readonly errors: readonly CaughtError[];
  readonly failedTests: readonly { readonly fullName: string; readonly error?: CaughtError }[];
}

const describe = (error: CaughtError | undefined) =>
  error ? firstLine([error.name, error.message].filter(Boolean).join(': ')) : '';

/** The summary's lines, in the order a reader looks for them: failed tests, broken files, then stray errors. */
export function failureLines(modules: readonly FailedModule[], unhandled: readonly CaughtError[]): string[] {
  const lines = modules.flatMap((module) => [
    ...module.failedTests.map((test) => `${module.file} > ${test.fullName}: ${describe(test.error)}`),
    ...(module.finished ? [] : [`${module.file}: did not finish (its worker stopped)`]),
    ...module.errors.map((error) => `${module.file}: ${describe(error)}`),
  ]);
  for (const error of unhandled) {
    const where = error.testFile ? ` in ${error.testFile}` : '';
    lines.push(`${error.type ?? 'Unhandled error'}${where}: ${describe(error)}`);
  }
  return lines;
}

function caught(error: SerializedError & { type?: string; VITEST_TEST_PATH?: string }): CaughtError {
  return {
    type: error.type,
    name: error.name,
    message: error.message,
    testFile: error.VITEST_TEST_PATH ? relative(process.cwd(), error.VITEST_TEST_PATH) : undefined,
  };
}

export default class FailuresReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[], unhandledErrors: readonly SerializedError[]): void {
    const target = process.env.VITEST_FAILURES_FILE;
    if (!target) return;
    const modules = testModules
      .map(
        (module): FailedModule => ({
          file: relative(process.cwd(), module.moduleId),
          finished: module.state() !== 'pending' && module.state() !== 'queued',
          errors: module.errors().map(caught),
          failedTests: [...module.children.allTests('failed')].map((test) => ({
            fullName: test.fullName,
            error: test.result().errors?.[0] && caught(test.result().errors?.[0] as SerializedError),
          })),
        }),
      )
      .filter((module) => !module.finished || module.errors.length > 0 || module.failedTests.length > 0);
    writeFileSync(target, `${JSON.stringify(failureLines(modules, unhandledErrors.map(caught)))}\n`);
  }
}
