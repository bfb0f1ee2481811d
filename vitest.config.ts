import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // vitest's default in a run is one worker fewer than the cores: on CI's two cores, one API file at a time while
    // the other core waited on the database (measured: about one core busy in a whole run). Two, for every project.
    maxWorkers: 2,
    minWorkers: 1,
    // The pool reads this from the root only (vitest 3.2): with it on, every test file got a new process, so the API
    // project's `isolate: false` below never shared a module (measured: the app evaluated once per file, ~1.2 s each).
    // Off, a worker process runs file after file; each project still says whether its files share modules.
    poolOptions: { forks: { isolate: false } },
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'build',
          // the build's own checks (bundle budget, markup guards), the tooling's (lint rules) and the screens' pure helpers
          include: ['apps/web/build/**/*.test.ts', 'tooling/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.test.ts'],
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // two files at once (one per core), each on its own server (global-setup.ts): measured 68 s for two files
          // that take 116 s one after the other
          maxWorkers: 2,
        },
      },
    ],
  },
});
