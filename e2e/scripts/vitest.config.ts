import { defineProject } from 'vitest/config';
import { TEST_TIMEOUTS } from '../../vitest.timeouts.ts';

/** The e2e scripts' own tests; the journeys (tests/*.spec.ts) are Playwright's. */
export default defineProject({
  test: { name: 'e2e-scripts', ...TEST_TIMEOUTS, include: ['*.test.ts'] },
});
