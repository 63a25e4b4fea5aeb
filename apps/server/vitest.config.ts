import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Each file starts its own database; PGlite needs a few seconds to boot under load.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
