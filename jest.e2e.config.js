// Browser tests (e2e/) against the built site served by `npm start`; see e2e/setup/global-setup.ts.
const nextJest = require('next/jest.js');
const { withEsmTransform } = require('./jest.esm');

const createJestConfig = nextJest({ dir: './' });

const customConfig = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  // The editor tests' scratch copies of the project (with their own e2e/ and package.json) live there.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/.artifacts/'],
  modulePathIgnorePatterns: ['<rootDir>/e2e/.artifacts/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  globalSetup: '<rootDir>/e2e/setup/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/setup/global-teardown.ts',
  // Two cores: one browser at a time next to the server keeps timings honest.
  maxWorkers: 1,
  testTimeout: 120000,
};

module.exports = async () => withEsmTransform(await createJestConfig(customConfig)());
