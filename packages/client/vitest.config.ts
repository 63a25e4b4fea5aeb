import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { TEST_TIMEOUTS } from '../../vitest.timeouts.ts';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'client',
    ...TEST_TIMEOUTS,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
