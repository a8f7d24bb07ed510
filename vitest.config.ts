import { defineConfig } from 'vitest/config';

/**
 * The server suites: each file has its own database (copied from the run's migrated template, see
 * tests/helpers/test-db-template.ts), SMTP capture, data folder and ports, so files run in parallel.
 */
const serverProject = (db: 'sqlite' | 'postgres') => ({
  test: {
    name: `server-${db}`,
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    globalSetup: ['tests/helpers/test-db-template.ts'],
    // A worker keeps its loaded modules from one file to the next: importing the server afresh for each
    // file was half the suite's time (server-sqlite 239 s → 128 s on 2 cores). Each file still has its own
    // app, database and clock; what a module keeps is kept per database (query-stats.ts, broad-counts.ts).
    isolate: false,
    // Bounds for a loaded 2-core machine (100 argon2 logins take 30 s there); a passing test
    // returns as soon as it is done.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // expect.poll's default gives up after 1 s: a mail or a job on a loaded machine can take longer. A
    // passing poll returns as soon as it holds; this only bounds how long a failing one waits.
    expect: { poll: { timeout: 20_000 } },
  },
});

export default defineConfig({
  test: {
    // Two workers even on two cores: server files wait on PostgreSQL, SMTP and sharp much of the time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/tooling/**/*.test.ts'],
          environment: 'node',
          // Components translate through the renderer's i18next instance.
          setupFiles: ['src/renderer/src/i18n/test-setup.ts'],
          testTimeout: 60_000,
        },
      },
      serverProject('sqlite'),
      serverProject('postgres'),
      {
        test: {
          // The fleet: PostgreSQL, Redis, s3rver, API processes and nginx, started by the test.
          name: 'fleet',
          include: ['tests/fleet/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'main',
          include: ['tests/main/**/*.test.ts'],
          environment: 'node',
          // The image fixtures (sharp, heif-enc) take a while on a loaded machine.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // One keychain entry (service Qurious, account session-token) is shared by the files.
          fileParallelism: false,
        },
      },
    ],
  },
});
