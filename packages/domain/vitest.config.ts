import { defineProject } from 'vitest/config';
import { TEST_TIMEOUTS } from '../../vitest.timeouts.ts';

export default defineProject({
  // A machine far from Malaysia's UTC+8: a date or time that follows the machine's zone fails a test.
  test: {
    ...TEST_TIMEOUTS,
    name: 'domain',
    include: ['src/**/*.test.ts'],
    env: { TZ: 'America/Los_Angeles' },
  },
});
