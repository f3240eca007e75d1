/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { BUILD_INPUTS } from '@/scripts/lib/build-inputs';
import { SERVER_ENTRIES } from '@/scripts/build-server';

const ROOT = path.resolve(__dirname, '..', '..');
/** What the build writes or caches, and reads back: not inputs. */
const WRITTEN = ['out', 'dist', '.next', '.cache', 'node_modules', 'next-env.d.ts'];
/** Tracked top-level entries the build does not read: tests, tools' settings, docs, deployment. */
const NOT_READ = [
  '.ci',
  '.dependency-cruiser.cjs',
  '.env.example',
  '.github',
  '.gitignore',
  '.gitlab-ci.yml',
  '.npmrc',
  '.prettierignore',
  '.prettierrc',
  'CONTENT.md',
  'DEPLOY.md',
  'README.md',
  '__tests__',
  'bench',
  'deploy',
  'docs',
  'e2e',
  'eslint.config.mjs',
  'jest.config.js',
  'jest.e2e.config.js',
  'jest.esm.js',
  'jest.setup.ts',
];

const topLevel = (file: string) => path.relative(ROOT, path.resolve(ROOT, file)).split(path.sep)[0];

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** Every project file the build's entry points import, transitively, and the top-level folders they name off the working directory. */
function readByBuild(entries: string[]): { files: Set<string>; cwdEntries: Set<string> } {
  const files = new Set<string>();
  const cwdEntries = new Set<string>();
  const queue = entries.map((entry) => path.join(ROOT, entry));
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/process\.cwd\(\),\s*'([^'/]+)'/g)) cwdEntries.add(match[1]);
    for (const imported of ts.preProcessFile(text, true, true).importedFiles) {
      const resolved = resolveImport(file, imported.fileName);
      if (resolved) queue.push(resolved);
    }
  }
  return { files, cwdEntries };
}

describe('the build inputs (scripts/lib/build-inputs.ts)', () => {
  const allowed = new Set([...BUILD_INPUTS, ...WRITTEN]);
  const missing = (entries: Iterable<string>) => [...new Set(entries)].filter((entry) => !allowed.has(entry));

  it('name every top-level entry that the build scripts and pages import, or read off the working directory', () => {
    const pages = fs.readdirSync(path.join(ROOT, 'app'), { recursive: true, encoding: 'utf8' }).map((file) => path.join('app', file));
    const { files, cwdEntries } = readByBuild([
      'next.config.ts',
      'scripts/prebuild.ts',
      'scripts/build-server.ts',
      'scripts/postbuild.ts',
      ...SERVER_ENTRIES,
      ...pages.filter((file) => /\.tsx?$/.test(file)),
    ]);
    expect(files.size).toBeGreaterThan(100);
    expect(missing([...files].map(topLevel))).toEqual([]);
    expect([...cwdEntries].sort()).toEqual(expect.arrayContaining(['content', 'public']));
    expect(missing(cwdEntries)).toEqual([]);
  });

  it("name the TypeScript settings next build checks the site with, and the paths of package.json's build scripts", () => {
    const site = JSON.parse(fs.readFileSync(path.join(ROOT, 'tsconfig.site.json'), 'utf8')) as { extends: string; include: string[] };
    expect(missing(['tsconfig.site.json', site.extends, ...site.include].map(topLevel))).toEqual([]);
    const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const words = ['prebuild', 'build', 'build:server', 'postbuild'].flatMap((name) => scripts[name].split(/\s+/));
    expect(missing(words.filter((word) => word.includes('/') || fs.existsSync(path.join(ROOT, word))).map(topLevel))).toEqual([]);
  });

  it('leave out only what the build does not read: every tracked top-level entry is one or the other', () => {
    const tracked = new Set(execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean).map(topLevel));
    expect([...tracked].filter((entry) => !allowed.has(entry) && !NOT_READ.includes(entry))).toEqual([]);
    expect(BUILD_INPUTS.filter((entry) => !fs.existsSync(path.join(ROOT, entry)))).toEqual([]);
  });
});
