// Unit and component tests (__tests__/). Browser tests live in e2e/ with jest.e2e.config.js.
const fs = require('node:fs');
const path = require('node:path');
const nextJest = require('next/jest.js');

const createJestConfig = nextJest({ dir: './' });

/** Packages that ship only ES modules (remark and its family, file-type): jest must compile them. */
function esmOnlyPackages() {
  const root = path.join(__dirname, 'node_modules');
  const names = [];
  for (const entry of fs.readdirSync(root)) {
    const candidates = entry.startsWith('@') ? fs.readdirSync(path.join(root, entry)).map((name) => `${entry}/${name}`) : [entry];
    for (const name of candidates) {
      try {
        const manifest = JSON.parse(fs.readFileSync(path.join(root, name, 'package.json'), 'utf8'));
        if (manifest.type === 'module') names.push(name);
      } catch {
        // Not a package folder.
      }
    }
  }
  return names;
}

const customConfig = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // Server tests boot real SQLite and SMTP servers; give them room on a 2-core machine.
  testTimeout: 30000,
};

module.exports = async () => {
  const config = await createJestConfig(customConfig)();
  const escaped = esmOnlyPackages().map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  config.transformIgnorePatterns = [`/node_modules/(?!(${escaped.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  return config;
};
