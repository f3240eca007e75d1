/**
 * The two references measured in the same run, so ratios hold on a noisy machine:
 * - the framework floor: a minimal Next.js static export (bench/references/framework-floor) built with this
 *   project's next;
 * - the plain-HTML floor: one of our built text pages with every script and the RSC payload removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compressDir } from '../../scripts/compress';
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

function copyWithCompressed(fromDir: string, toDir: string, urlPath: string): boolean {
  const relative = decodeURIComponent(urlPath).replace(/^\/+/, '');
  const source = path.join(fromDir, relative);
  if (!relative || !fs.existsSync(source) || !fs.statSync(source).isFile()) return false;
  for (const suffix of ['', '.br', '.gz']) {
    if (!fs.existsSync(source + suffix)) continue;
    fs.mkdirSync(path.dirname(path.join(toDir, relative)), { recursive: true });
    fs.copyFileSync(source + suffix, path.join(toDir, relative + suffix));
  }
  return true;
}

/**
 * Writes the plain-HTML floor from our built page: the HTML without scripts (served as its index.html) and
 * copies of the files it refers to (stylesheets, images, and what the stylesheets refer to).
 */
export function buildPlainFloor(root: string, siteOutDir: string, route: string): { outDir: string; source: string } {
  const sourceFile = htmlFileFor(siteOutDir, route);
  if (!sourceFile) throw new Error(`plain-HTML floor: ${route} is not in ${siteOutDir}`);
  const outDir = path.join(workDir(root), 'plain-floor');
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const html = stripScripts(fs.readFileSync(sourceFile, 'utf8'));
  fs.writeFileSync(path.join(outDir, 'index.html'), html);
  const queue = referencedPaths(html);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const urlPath = queue.shift()!;
    if (seen.has(urlPath)) continue;
    seen.add(urlPath);
    if (!copyWithCompressed(siteOutDir, outDir, urlPath)) continue;
    if (urlPath.endsWith('.css')) queue.push(...referencedPaths(fs.readFileSync(path.join(siteOutDir, urlPath), 'utf8')));
  }
  compressDir(outDir);
  return { outDir, source: path.relative(root, sourceFile) };
}
