import { defineProject } from 'vitest/config';
import { TEST_TIMEOUTS } from '../vitest.timeouts.ts';

export default defineProject({
  test: {
    name: 'scripts',
    ...TEST_TIMEOUTS,
    include: ['**/*.test.ts'],
    // The dependency rule's fixtures break the rules on purpose; they are read, never run.
    exclude: ['**/fixtures/**', '**/node_modules/**'],
  },
});
