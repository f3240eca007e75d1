// Unit and component tests (__tests__/). Browser tests live in e2e/ with jest.e2e.config.js.
const nextJest = require('next/jest.js');
const { withEsmTransform } = require('./jest.esm');

const createJestConfig = nextJest({ dir: './' });

const customConfig = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // The editor e2e tests' scratch copies of the project (their package.json would collide with ours).
  modulePathIgnorePatterns: ['<rootDir>/e2e/.artifacts/'],
  // Server tests boot real SQLite and SMTP servers; give them room on a 2-core machine.
  testTimeout: 30000,
};

module.exports = async () => withEsmTransform(await createJestConfig(customConfig)());
