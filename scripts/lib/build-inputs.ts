/**
 * The top-level files and folders that `npm run build` (prebuild, build:server, next build, postbuild) reads: what a
 * copy of the project needs to build (e2e/lib/editor.ts), and what makes out/ stale when it changes (bench/lib/build.ts).
 * __tests__/scripts/build-inputs.test.ts fails when the build starts to read a top-level entry missing here.
 */
export const BUILD_INPUTS = [
  'app',
  'components',
  'lib',
  'inline-scripts',
  'content',
  'public',
  'scripts',
  'server',
  'next.config.ts',
  'package.json',
  // Every npm script's first step reads the Node version it needs (scripts/check-node.cjs).
  '.nvmrc',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.site.json',
];
