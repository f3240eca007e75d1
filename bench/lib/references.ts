/**
 * The references measured in the same run, so ratios hold on a noisy machine:
 * - the framework floor: a minimal Next.js static export (bench/references/framework-floor) built with this
 *   project's next;
 * - each measured page's plain twin: the same built page with every script (and any inline RSC payload)
 *   removed, same HTML, CSS and images, served the same way: what the page would be with no JavaScript.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compressDir, compressFile } from '../../scripts/compress';
import { nextBin, newestMtime, runTimed } from './build';
import { referencedPaths, stripScripts } from './html-assets';

export function workDir(root: string): string {
  return path.join(root, 'bench', '.work');
}

/** Builds the framework floor unless its out/ is newer than its sources and the installed next. */
export function buildFrameworkFloor(root: string, log: (line: string) => void): { outDir: string; buildMs?: number } {
  const source = path.join(root, 'bench', 'references', 'framework-floor');
  const target = path.join(workDir(root), 'framework-floor');
  const outDir = path.join(target, 'out');
  const index = path.join(outDir, 'index.html');
  const newestSource = Math.max(newestMtime(source), newestMtime(path.join(root, 'node_modules', 'next', 'package.json')));
  if (fs.existsSync(index) && fs.statSync(index).mtimeMs > newestSource) {
    log('framework floor: up to date (bench/.work/framework-floor/out)');
    return { outDir };
  }
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(workDir(root), { recursive: true });
  fs.cpSync(source, target, { recursive: true });
  // A second package with the reference's name would collide in jest's module map.
  const manifest = path.join(target, 'package.json');
  fs.writeFileSync(manifest, fs.readFileSync(manifest, 'utf8').replace('"bench-framework-floor"', '"bench-framework-floor-build"'));
  log('framework floor: building a minimal Next.js static export...');
  // Modules resolve upwards from bench/.work/framework-floor to the project's node_modules.
  const buildMs = runTimed(process.execPath, [...nextBin(root), 'build'], {
    cwd: target,
    env: { BENCH_PROJECT_ROOT: root },
    quiet: true,
  });
  compressDir(outDir);
  log(`framework floor: built in ${(buildMs / 1000).toFixed(1)} s`);
  return { outDir, buildMs };
}

/** The built HTML file of a route in an out/ folder, if there is one. */
export function htmlFileFor(outDir: string, route: string): string | undefined {
  const candidates = route === '/' ? ['index.html'] : [`${route.slice(1)}.html`, `${route.slice(1)}/index.html`];
  return candidates.map((candidate) => path.join(outDir, candidate)).find((file) => fs.existsSync(file));
}

/** Links (or, across file systems, copies) a file and its precompressed twins into toDir. */
function copyWithCompressed(fromDir: string, toDir: string, urlPath: string): boolean {
  const relative = decodeURIComponent(urlPath).replace(/^\/+/, '');
  const source = path.join(fromDir, relative);
  if (!relative || !fs.existsSync(source) || !fs.statSync(source).isFile()) return false;
  for (const suffix of ['', '.br', '.gz']) {
    const target = path.join(toDir, relative + suffix);
    if (!fs.existsSync(source + suffix) || fs.existsSync(target)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    try {
      fs.linkSync(source + suffix, target);
    } catch {
      fs.copyFileSync(source + suffix, target);
    }
  }
  return true;
}

/**
 * Writes the plain twin of each route: its built HTML without scripts, at the same path (so the same address
 * serves it), and links to the files it refers to (stylesheets, images, and what the stylesheets refer to).
 * The home page is always written too: the server needs an index.html.
 */
export function buildPlainPages(root: string, siteOutDir: string, routes: readonly string[]): { outDir: string } {
  const outDir = path.join(workDir(root), 'plain');
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const queue: string[] = [];
  for (const route of new Set(['/', ...routes])) {
    const sourceFile = htmlFileFor(siteOutDir, route);
    if (!sourceFile) throw new Error(`plain twin: ${route} is not in ${siteOutDir}`);
    const target = path.join(outDir, path.relative(siteOutDir, sourceFile));
    const html = stripScripts(fs.readFileSync(sourceFile, 'utf8'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, html);
    // Only the pages written here: the linked files already have their twins (and are out/'s own files).
    compressFile(target);
    queue.push(...referencedPaths(html));
  }
  const seen = new Set<string>();
  while (queue.length > 0) {
    const urlPath = queue.shift()!;
    if (seen.has(urlPath)) continue;
    seen.add(urlPath);
    // Another page of the site is not a file the page needs.
    if (urlPath.endsWith('.html') || !path.extname(urlPath)) continue;
    if (!copyWithCompressed(siteOutDir, outDir, urlPath)) continue;
    if (urlPath.endsWith('.css')) queue.push(...referencedPaths(fs.readFileSync(path.join(siteOutDir, urlPath), 'utf8'), urlPath));
  }
  return { outDir };
}
