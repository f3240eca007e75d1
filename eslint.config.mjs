// ESLint flat config: typescript-eslint's recommended rules, React hooks, jsx-a11y and Next's rules. `npm run lint`
// fails on any warning. Formatting is Prettier's (.prettierrc), so no stylistic rules here.
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    'node_modules/',
    'out/',
    '.next/',
    'dist/',
    'coverage/',
    '.cache/',
    'public/',
    'content/',
    'data/',
    'next-env.d.ts',
    'bench/references/',
    'bench/results/',
    'bench/.work/',
    'e2e/.artifacts/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  nextPlugin.configs['core-web-vitals'],
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    // The CommonJS config files Jest and Node load as they are.
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
