// Mutation testing of core's money and policy rules (npm run test:mutation,
// kept out of npm test for time): StrykerJS changes the code one small way
// at a time (a > for a >=, a some for an every, a dropped condition) and
// runs core's unit tests against each change. A change no test notices is a
// rule the tests do not guard. scripts/mutation-scores.mjs then requires at
// least 85% of mutants killed in each module, not only overall.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: (
    process.env.MUTATE ??
    [
      'core/src/money.ts',
      'core/src/payment-policy.ts',
      'core/src/gift-cards.ts',
      'core/src/loyalty.ts',
      'core/src/retail.ts',
      'core/src/slots.ts',
      'core/src/booking.ts',
    ].join(',')
  ).split(','),
  coverageAnalysis: 'perTest',
  // Module-level code is mutated too: a schema's refinement is a money rule.
  ignoreStatic: false,
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'tests/.artifacts/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 85, break: null },
};
