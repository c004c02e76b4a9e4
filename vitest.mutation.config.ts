// The unit tests StrykerJS runs against each mutant of core's money and
// policy modules (npm run test:mutation): core's own fast tests only.
import { defineConfig } from 'vitest/config';

process.env.TZ = 'UTC';

export default defineConfig({
  test: {
    include: ['core/src/**/*.test.ts'],
    environment: 'node',
  },
});
