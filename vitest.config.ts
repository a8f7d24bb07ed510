import { defineConfig } from 'vitest/config';

const serverProject = (db: 'sqlite' | 'postgres') => ({
  test: {
    name: `server-${db}`,
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});

export default defineConfig({
  test: {
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
