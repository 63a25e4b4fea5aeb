/**
 * Every test project's time limits. CI runs the whole suite with a worker on each core beside PGlite databases and
 * jsdom-like pages, so a test that takes a second alone can take several there: a test that scans the source tree,
 * a page that loads its chunk and catalog, a file that boots its own database. A limit that is only reached under
 * load fails a build that has nothing wrong; a test that really hangs still fails, in 20 s.
 */
export const TEST_TIMEOUTS = { testTimeout: 20_000, hookTimeout: 60_000 } as const;
