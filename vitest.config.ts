import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { sourceAlias } from './build/source-alias.ts';
import { buildDefines, leadRetentionDaysFromEnv, siteUrlFromEnv } from './build/prerender/build-env.ts';

// The inbox shows times in the reader's own zone; its tests read them in UTC, whatever the machine's.
process.env.TZ = 'UTC';

// Two projects: browser-side code runs in happy-dom, the server and shared contracts in plain Node.
export default defineConfig({
  plugins: [sourceAlias(), react()],
  define: buildDefines(siteUrlFromEnv(), leadRetentionDaysFromEnv()),
  test: {
    // One test file per core, not Vitest's one fewer: the server tests mostly wait on sockets and
    // child processes (on two cores: 5 min instead of 7).
    maxWorkers: os.availableParallelism(),
    globals: true,
    css: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          // Scripts the code under test adds (analytics) are not fetched; treat them as loaded.
          environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
          include: ['src/**/*.test.tsx', 'src/app/**/*.test.ts', 'src/features/**/*.test.ts', 'src/components/**/*.test.ts', 'src/islands/**/*.test.ts'],
          setupFiles: ['./src/test-utils/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/server/**/*.test.ts',
            'src/leads/**/*.test.ts',
            'src/outbox/**/*.test.ts',
            'src/sw/**/*.test.ts',
            'src/inbox/**/*.test.ts',
            'src/content/**/*.test.ts',
            'scripts/**/*.test.ts',
            'build/**/*.test.ts',
            'tests/**/*.test.ts',
          ],
          setupFiles: ['./src/server/testing/quiet-log.ts'],
          exclude: ['tests/build/**'],
        },
      },
      {
        extends: true,
        test: {
          // Needs the bench's own install (npm run bench:check).
          name: 'bench',
          environment: 'node',
          include: ['bench/**/*.test.ts'],
          exclude: ['bench/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          // Reads dist/: runs after the build (npm run test:build).
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
        },
      },
    ],
  },
});
