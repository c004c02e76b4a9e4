import { defineConfig } from 'vitest/config';

// Every test runs in UTC so that time-zone behaviour is always explicit.
process.env.TZ = 'UTC';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'core/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'site/src/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'emulator',
          include: ['tests/rules/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/support/emulators-up.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
