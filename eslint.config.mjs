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
  {
    // React code only: the browser tests' Playwright steps (e2e/lib/editor.ts's useEditorConfig) are not hooks.
    files: ['app/**', 'components/**', 'lib/**', '__tests__/**'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },
  jsxA11y.flatConfigs.recommended,
  nextPlugin.configs['core-web-vitals'],
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `const { consent: _consent, ...rest } = values` drops a field on purpose; `_props` keeps a stand-in's signature.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // A scrolling table region must take focus so keyboard users can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['region', 'tabpanel'] }],
      // Links are plain page loads by design (README, "How pages load"): the framework is deferred, no client routing.
      '@next/next/no-html-link-for-pages': 'off',
      // A static export: images come from our own AVIF/WebP pipeline (scripts/images.ts), next/image cannot optimise.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    // Content is data: gray-matter would run `---js` front matter as code, so every parse goes through the YAML-only one.
    ignores: ['lib/content/front-matter.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'gray-matter', message: 'Parse front matter with lib/content/front-matter.ts (YAML only; gray-matter runs ---js as code).' }] },
      ],
    },
  },
  {
    // The CommonJS config files Jest and Node load as they are.
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
