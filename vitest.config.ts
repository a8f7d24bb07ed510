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
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
              },
      },
      serverProject('sqlite'),
      serverProject('postgres'),
      {
        test: {
          name: 'main',
          include: ['tests/main/**/*.test.ts'],
          environment: 'node',
                testTimeout: 30_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
