/**
 * Builds the islands' chunks (a post-build step: scripts/postbuild.ts). Each island is a file `<name>.island.ts(x)`
 * whose default export is its definition (lib/islands/define.ts). For the islands the exported pages use, esbuild
 * bundles one entry each (the definition and the island runtime, lib/islands/runtime.tsx) into out/_islands/ as ES
 * modules with content-hashed names, splitting what they share (React among it) into shared chunks; the boot script
 * preloads an island's entry and every chunk it imports at once. CSS is not bundled: an island's CSS is in the page's
 * stylesheets already (Next put it there), and its CSS modules resolve to the class names Next gave them
 * (css-modules.ts). The boot script goes there too, under a content-hashed name. `renderIslands` builds the same islands for Node, to render each root the way hydration will
 * (page-transform.ts compares that with the HTML Next wrote).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';
import { BUILT_INLINE_SCRIPTS } from '../../inline-scripts/built';
import { ISLANDS_DIR } from '../../lib/islands/contract';
import { relativePosix, walkFiles } from '../../lib/walk-files';
import { NextCssNames } from './css-modules';

const ROOT = path.resolve(__dirname, '../..');
/** Where island files may live. */
const SOURCE_DIRS = ['app', 'components', 'lib'];
const ISLAND_FILE = /^(.+)\.island\.tsx?$/;
const RUNTIME = path.join(ROOT, 'lib/islands/runtime.tsx');
const SLOT = path.join(ROOT, 'lib/islands/slot.tsx');

/** Thrown when the islands cannot be built as the pages need them. */
export class IslandBuildError extends Error {}

/** Every island of the project by name (its file's name without `.island.ts`), from app/, components/ and lib/. */
export function findIslandFiles(root = ROOT): Map<string, string> {
  const found = new Map<string, string>();
  for (const dir of SOURCE_DIRS) {
    if (!fs.existsSync(path.join(root, dir))) continue;
    for (const file of walkFiles(path.join(root, dir))) {
      const name = ISLAND_FILE.exec(path.basename(file))?.[1];
      if (!name) continue;
      const other = found.get(name);
      if (other) throw new IslandBuildError(`two islands named ${name}: ${relativePosix(root, other)} and ${relativePosix(root, file)}`);
      found.set(name, file);
    }
  }
  return found;
}

/**
 * The NEXT_PUBLIC_ variables the islands read (DEPLOY.md): each is inlined, as undefined when unset. They are named
 * one by one rather than defining `process.env` as `{}`, which esbuild turns into a shared object whose initialiser
 * every chunk imports and calls (0.3 KB gzip after a form's first tap); the check below names any variable missing.
 */
const PUBLIC_ENV = ['NEXT_PUBLIC_API_BASE', 'NEXT_PUBLIC_GA_ID'];

/** `process.env` as Next inlines it into client code: NODE_ENV, and each NEXT_PUBLIC_ variable (unset ones are undefined). */
function envDefines(env: NodeJS.ProcessEnv): Record<string, string> {
  const defines: Record<string, string> = { 'process.env.NODE_ENV': '"production"' };
  for (const name of PUBLIC_ENV) defines[`process.env.${name}`] = 'undefined';
  for (const [name, value] of Object.entries(env))
    if (name.startsWith('NEXT_PUBLIC_') && value !== undefined) defines[`process.env.${name}`] = JSON.stringify(value);
  return defines;
}

/**
 * CSS in an island's imports: a CSS module becomes the class names Next gave it; any other stylesheet nothing (it is
 * in the page already).
 */
function cssPlugin(names: NextCssNames): Plugin {
  return {
    name: 'next-css',
    setup(builder) {
      builder.onLoad({ filter: /\.module\.css$/ }, (args) => {
        try {
          return { contents: `export default ${JSON.stringify(names.classMap(args.path))};`, loader: 'js' };
        } catch (error) {
          return { errors: [{ text: error instanceof Error ? error.message : String(error) }] };
        }
      });
      builder.onLoad({ filter: /\.css$/ }, () => ({ contents: '', loader: 'js' }));
    },
  };
}

/** The virtual modules `island-entry:<name>` (an island's chunk) and `island-render:` (the Node renderer's entry). */
function entriesPlugin(files: Map<string, string>, names: readonly string[]): Plugin {
  const source = (file: string) => JSON.stringify(file);
  return {
    name: 'island-entries',
    setup(builder) {
      builder.onResolve({ filter: /^island-(entry|render):/ }, (args) => ({ path: args.path, namespace: 'island' }));
      builder.onLoad({ filter: /.*/, namespace: 'island' }, (args) => {
        if (args.path.startsWith('island-entry:')) {
          const file = files.get(args.path.slice('island-entry:'.length))!;
          return {
            contents: `export { default as island } from ${source(file)};\nexport { hydrateIsland } from ${source(RUNTIME)};\n`,
            loader: 'js',
            resolveDir: ROOT,
          };
        }
        const imports = names.map((name, index) => `import island${index} from ${source(files.get(name)!)};`).join('\n');
        const table = names.map((name, index) => `${JSON.stringify(name)}: island${index}`).join(', ');
        return {
          contents: `${imports}
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { HydratingIsland } from ${source(SLOT)};
const islands = { ${table} };
export function render(name, props, identifierPrefix) {
  const island = islands[name];
  return renderToString(createElement(HydratingIsland, { value: true }, createElement(island.component, props)), { identifierPrefix });
}
`,
          loader: 'js',
          resolveDir: ROOT,
        };
      });
    },
  };
}

export interface IslandChunks {
  /** Each island's public URLs: its entry first, then every chunk it imports (not those it imports lazily). */
  modules: Record<string, string[]>;
  /** The boot script's public URL (inline-scripts/islands-boot.ts, compiled), or undefined when no page has an island. */
  bootUrl?: string;
  /** The early handlers that are scripts of their own, by island name: their public URLs (EARLY_SCRIPTS). */
  early: Record<string, string>;
  /** Bytes of every chunk written, by public URL. */
  bytes: Record<string, number>;
}

/** The islands' chunks from esbuild's metafile: each entry and the chunks it imports statically, transitively. */
export function chunksOf(metafile: Metafile, outDir: string): IslandChunks['modules'] {
  const url = (file: string) => `/${relativePosix(outDir, path.resolve(ROOT, file))}`;
  const modules: IslandChunks['modules'] = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const name = output.entryPoint?.startsWith('island:island-entry:') ? output.entryPoint.slice('island:island-entry:'.length) : undefined;
    if (!name) continue;
    const list = [file];
    for (let index = 0; index < list.length; index += 1) {
      for (const imported of metafile.outputs[list[index]]?.imports ?? [])
        if (imported.kind === 'import-statement' && !list.includes(imported.path)) list.push(imported.path);
    }
    modules[name] = list.map(url);
  }
  return modules;
}

export interface BuildOptions {
  /** out/ of `next build`. */
  outDir: string;
  /** The islands to build (those the pages use). */
  names: readonly string[];
  env?: NodeJS.ProcessEnv;
  files?: Map<string, string>;
}

function islandFiles(options: BuildOptions): Map<string, string> {
  const files = options.files ?? findIslandFiles();
  const unknown = options.names.filter((name) => !files.has(name));
  if (unknown.length > 0) throw new IslandBuildError(`no island file for ${unknown.map((name) => `"${name}"`).join(', ')} (expected <name>.island.tsx)`);
  return files;
}

/**
 * Writes the boot script into out/_islands under a name made from its content: one small file that every page with
 * an island loads (async) and the browser keeps for a year, rather than 2.5 KB of every page's HTML.
 */
/** Writes a compiled script into out/_islands under a content-hashed name; returns its public URL and size. */
function writeHashedScript(outDir: string, base: string, text: string): { url: string; bytes: number } {
  const name = `${base}-${createHash('sha256').update(text).digest('base64url').slice(0, 10)}.js`;
  fs.mkdirSync(path.join(outDir, ISLANDS_DIR), { recursive: true });
  fs.writeFileSync(path.join(outDir, ISLANDS_DIR, name), text);
  return { url: `/${ISLANDS_DIR}/${name}`, bytes: Buffer.byteLength(text) };
}

export function writeBootScript(outDir: string): { url: string; bytes: number } {
  return writeHashedScript(outDir, 'boot', BUILT_INLINE_SCRIPTS.islandsBoot);
}

/**
 * Early handlers that are scripts of their own, by island name (inline-scripts/photo-grid-early.ts): the boot script
 * loads one on the pages that have its island, instead of carrying it to every page.
 */
const EARLY_SCRIPTS: Record<string, string> = { 'photo-grid': BUILT_INLINE_SCRIPTS.photoGridEarly };

/** Builds the islands' chunks, and writes the boot script, into out/_islands (emptied first). */
export async function buildIslandChunks(options: BuildOptions): Promise<IslandChunks> {
  const files = islandFiles(options);
  const target = path.join(options.outDir, ISLANDS_DIR);
  fs.rmSync(target, { recursive: true, force: true });
  if (options.names.length === 0) return { modules: {}, bytes: {}, early: {} };
  const boot = writeBootScript(options.outDir);
  const earlyScripts = options.names
    .filter((name) => EARLY_SCRIPTS[name])
    .map((name) => [name, writeHashedScript(options.outDir, `${name}-early`, EARLY_SCRIPTS[name])] as const);
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: options.names.map((name) => ({ in: `island-entry:${name}`, out: name })),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    // The browsers that run modules and import() (the boot script's own target).
    target: 'es2020',
    outdir: target,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    minify: true,
    // Marathi words as UTF-8 (3 bytes a letter), not \u escapes (6): modules are always read as UTF-8.
    charset: 'utf8',
    legalComments: 'none',
    jsx: 'automatic',
    define: envDefines(options.env ?? process.env),
    plugins: [entriesPlugin(files, options.names), cssPlugin(NextCssNames.fromDir(path.join(options.outDir, '_next/static')))],
    metafile: true,
    logLevel: 'silent',
    logOverride: { 'unsupported-directive': 'silent' },
  }).catch((error: { errors?: Array<{ text: string; location?: { file: string } | null }> }) => {
    const messages = (error.errors ?? []).map((item) => `${item.location ? `${item.location.file}: ` : ''}${item.text}`);
    throw new IslandBuildError(messages.length > 0 ? messages.join('\n') : String(error));
  });
  const bytes: Record<string, number> = {};
  for (const file of Object.keys(result.metafile.outputs)) {
    const code = fs.readFileSync(path.resolve(ROOT, file), 'utf8');
    // Next inlines what a client bundle may read of the environment; anything else would throw in the browser.
    if (/\bprocess\.env\b|\brequire\(/.test(code))
      throw new IslandBuildError(`${file}: the island code reads process.env (a NEXT_PUBLIC_ variable missing from PUBLIC_ENV?) or require() in the browser`);
    bytes[`/${relativePosix(options.outDir, path.resolve(ROOT, file))}`] = Buffer.byteLength(code);
  }
  bytes[boot.url] = boot.bytes;
  for (const [, script] of earlyScripts) bytes[script.url] = script.bytes;
  return {
    modules: chunksOf(result.metafile, options.outDir),
    bootUrl: boot.url,
    bytes,
    early: Object.fromEntries(earlyScripts.map(([name, script]) => [name, script.url])),
  };
}

/** Renders one island root's HTML as its hydration will expect it: (name, props, identifierPrefix) => HTML. */
export type IslandRenderer = (name: string, props: object, identifierPrefix: string) => string;

/** The same islands built for Node (React from node_modules, as the chunks bundle it), to render their roots. */
export async function islandRenderer(options: BuildOptions): Promise<IslandRenderer> {
  const files = islandFiles(options);
  const file = path.join(ROOT, '.cache', 'islands', 'render.cjs');
  await build({
    absWorkingDir: ROOT,
    entryPoints: ['island-render:'],
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    outfile: file,
    jsx: 'automatic',
    define: envDefines(options.env ?? process.env),
    external: ['react', 'react-dom'],
    plugins: [entriesPlugin(files, options.names), cssPlugin(NextCssNames.fromDir(path.join(options.outDir, '_next/static')))],
    logLevel: 'silent',
    logOverride: { 'unsupported-directive': 'silent' },
  }).catch((error: { errors?: Array<{ text: string }> }) => {
    throw new IslandBuildError((error.errors ?? []).map((item) => item.text).join('\n') || String(error));
  });
  // A fresh URL each build: the module cache would otherwise keep an earlier build's islands.
  const renderer = (await import(`${pathToFileURL(file).href}?build=${Date.now()}`)) as { render?: IslandRenderer; default?: { render: IslandRenderer } };
  return renderer.render ?? renderer.default!.render;
}
