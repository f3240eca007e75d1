/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * No module of the service imports, directly or through others, a module that imports it back: every import
 * (type-only ones too) of every file under server/ and lib/ is resolved and the graph searched for a cycle.
 */
const root = process.cwd();
const DIRS = ['server', 'lib'];

function sourceFiles(dir: string): string[] {
  return (fs.readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The project file an import names (relative or `@/`), or undefined for a package or a file outside the graph. */
function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => /\.tsx?$/.test(file) && fs.existsSync(path.join(root, file)));
}

function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(root, file), 'utf8'), true, true);
  return importedFiles.map((imported) => resolve(file, imported.fileName)).filter((target): target is string => target !== undefined);
}

/** Every cycle's files in import order, found by a depth-first search (each cycle reported once, from its first file). */
function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('imports under server/ and lib/', () => {
  const files = DIRS.flatMap(sourceFiles);
  const graph = new Map(files.map((file) => [file, importsOf(file)]));

  it('reads the whole graph (server and lib files, with their imports)', () => {
    expect(files).toContain(path.join('server', 'app.ts'));
    expect(graph.get(path.join('server', 'features', 'intake', 'api.ts'))).toContain(path.join('server', 'features', 'intake', 'api-routes.ts'));
  });

  it('finds a cycle when there is one (the search itself works)', () => {
    const sample = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(findCycles(sample)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('has no cycle: no file imports a module that imports it back', () => {
    expect(findCycles(graph).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});
