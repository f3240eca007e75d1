/**
 * The form service's shape, drawn by folders (issue 36): files, lines, folders, how deep they stack, the imports
 * between folders (arrows), the arrows that run back up (a lower folder importing a higher one), and the cycles of
 * folders and of files. `npx tsx scripts/server-structure.ts [--json]`. Every import is counted, type-only ones too.
 *
 * Levels: the folders are put in the order that leaves the fewest arrows pointing backwards (Eades, Lin and Smyth's
 * greedy order, exact enough for a few dozen folders); each folder's level is one above the highest folder it
 * imports along the forward arrows. The arrows left pointing backwards are the arrows back up: 0 when the folders
 * import each other one way only, which dependency-cruiser (.dependency-cruiser.cjs, in `npm run lint`) enforces.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = process.cwd();
const SERVER = 'server';

function sourceFiles(dir: string): string[] {
  return (fs.readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((file) => /\.tsx?$/.test(file) && fs.existsSync(path.join(root, file)));
}

export function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(root, file), 'utf8'), true, true);
  return [...new Set(importedFiles.map((imported) => resolve(file, imported.fileName)).filter((target): target is string => target !== undefined))];
}

const folderOf = (file: string) => path.posix.dirname(file);

/** Strongly connected components (Tarjan), each a list of nodes. */
function components(nodes: string[], edges: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const result: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      result.push(component.sort());
    }
  };
  for (const node of nodes) if (!indices.has(node)) visit(node);
  return result;
}

/** A linear order with few backward arrows (Eades-Lin-Smyth): sinks go last, sources first, else the most "out minus in". */
function order(nodes: string[], edges: Map<string, Set<string>>): string[] {
  const left = new Set(nodes);
  const head: string[] = [];
  const tail: string[] = [];
  const outs = (node: string) => [...(edges.get(node) ?? [])].filter((next) => left.has(next) && next !== node).length;
  const ins = (node: string) => [...left].filter((other) => other !== node && edges.get(other)?.has(node)).length;
  while (left.size > 0) {
    let changed = true;
    while (changed) {
      changed = false;
      for (const node of [...left].sort()) {
        if (outs(node) === 0) {
          tail.unshift(node);
          left.delete(node);
          changed = true;
        } else if (ins(node) === 0) {
          head.push(node);
          left.delete(node);
          changed = true;
        }
      }
    }
    if (left.size === 0) break;
    const best = [...left].sort((a, b) => outs(b) - ins(b) - (outs(a) - ins(a)) || a.localeCompare(b))[0];
    head.push(best);
    left.delete(best);
  }
  // Importers first: a folder comes before everything it imports.
  return [...head, ...tail];
}

/** `withLib`: lib/'s folders too, as the server's imports reach them (the shared schemas, content loaders). */
export function measure(withLib = false) {
  const inside = (file: string) => file.startsWith(`${SERVER}/`) || (withLib && file.startsWith('lib/'));
  const files = withLib ? [...sourceFiles(SERVER), ...sourceFiles('lib')] : sourceFiles(SERVER);
  const graph = new Map(files.map((file) => [file, importsOf(file).filter(inside)]));
  const lines = files.reduce((sum, file) => sum + fs.readFileSync(path.join(root, file), 'utf8').split('\n').length, 0);
  const folders = [...new Set(files.map(folderOf))].sort();
  const arrows = new Map<string, Set<string>>(folders.map((folder) => [folder, new Set()]));
  for (const [file, targets] of graph) for (const target of targets) if (folderOf(target) !== folderOf(file)) arrows.get(folderOf(file))!.add(folderOf(target));
  const arrowList = [...arrows].flatMap(([from, targets]) => [...targets].map((to) => `${from} -> ${to}`)).sort();
  const ordered = order(folders, arrows);
  const position = new Map(ordered.map((folder, index) => [folder, index]));
  const backUp = arrowList.filter((arrow) => {
    const [from, to] = arrow.split(' -> ');
    return position.get(from)! > position.get(to)!;
  });
  // Levels along the forward arrows, from the bottom (folders that import no folder) up.
  const level = new Map<string, number>();
  for (const folder of [...ordered].reverse()) {
    const below = [...arrows.get(folder)!].filter((to) => position.get(to)! > position.get(folder)!).map((to) => level.get(to)!);
    level.set(folder, 1 + Math.max(0, ...below));
  }
  const folderCycles = components(folders, arrows).filter((component) => component.length > 1);
  const fileEdges = new Map([...graph].map(([file, targets]) => [file, new Set(targets)]));
  const fileCycles = components(files, fileEdges).filter((component) => component.length > 1);
  return {
    files: files.length,
    lines,
    folders: folders.length,
    levels: Math.max(...level.values()),
    arrows: arrowList.length,
    backUp,
    folderCycles,
    fileCycles,
    byLevel: [...level].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([folder, at]) => `${at} ${folder}`),
  };
}

if (require.main === module) {
  const result = measure(process.argv.includes('--with-lib'));
  if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
  else {
    console.log(`files ${result.files}, lines ${result.lines}, folders ${result.folders}, levels ${result.levels}`);
    console.log(`arrows between folders ${result.arrows}, back up ${result.backUp.length}`);
    console.log(
      `folder cycles ${result.folderCycles.length} (${result.folderCycles.map((c) => c.length).join(', ') || 'none'} folders), file cycles ${result.fileCycles.length}`,
    );
    console.log('\nfolders by level (top first):');
    for (const line of result.byLevel) console.log(`  ${line}`);
    console.log('\narrows back up:');
    for (const arrow of result.backUp) console.log(`  ${arrow}`);
    for (const cycle of result.folderCycles) console.log(`\nfolders in one cycle: ${cycle.join(', ')}`);
  }
}
