import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { TEST_TIMEOUTS } from '../../vitest.timeouts.ts';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    ...TEST_TIMEOUTS,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@sinar/client/test/setup'],
    restoreMocks: true,
    unstubGlobals: true,
    // A browser far from Malaysia's UTC+8: a date or time that follows the browser's zone fails a test.
    env: { TZ: 'America/Los_Angeles' },
  },
});
