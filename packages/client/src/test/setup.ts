import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The set-up file of every browser-side test project. A console error (or warning) fails the test that caused it:
 * React's warnings, a missing catalog key and an unhandled fetch all show up there first. Each test starts with
 * empty storage.
 */
let problems: string[] = [];

// Lazy pages load their chunk and catalog first; a busy CI machine needs more than the default second for that.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  problems = [];
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console);
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      problems.push(`console.${level}: ${args.map(String).join(' ')}`);
      original(...args);
    });
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  if (problems.length > 0) {
    const reported = problems;
    problems = [];
    throw new Error(`The test wrote to the console:\n${reported.join('\n')}`);
  }
});
