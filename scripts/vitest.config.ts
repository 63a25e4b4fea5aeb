import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'scripts',
    include: ['**/*.test.ts'],
    // The dependency rule's fixtures break the rules on purpose; they are read, never run.
    exclude: ['**/fixtures/**', '**/node_modules/**'],
  },
});
