import { defineProject } from 'vitest/config';
import { TEST_TIMEOUTS } from '../../vitest.timeouts.ts';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    ...TEST_TIMEOUTS,
  },
});
