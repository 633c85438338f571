import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace. The API suite runs once on the embedded
// database and, when TEST_DATABASE_URL is set, once more on a real PostgreSQL.
const serverProject = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${db}`,
    root: './apps/server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    env: { NIBBLE_TEST_DB: db },
    // Some files start server processes; two files at a time on two cores (below) slows them.
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});

export default defineConfig({
  test: {
    // Two files at a time even on two cores (Vitest's default there is one): the API and live
    // suites spend much of their time waiting on sockets, databases and server processes.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'core',
          root: './packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // The live document's properties run hundreds of cases; on two busy cores that
          // can pass the default 5 s without anything being stuck.
          testTimeout: 20_000,
        },
      },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      './apps/web/vite.config.ts',
    ],
  },
});
