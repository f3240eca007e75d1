/**
 * @jest-environment node
 */
/**
 * Every island of the project, as the build finds them (scripts/islands/build.ts), and what an island may not do.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { Island, notJson } from '@/components/island/island';
import { defineIsland } from '@/lib/islands/define';
import { IslandSlot } from '@/lib/islands/slot';
import { findIslandFiles } from '@/scripts/islands/build';
import { relativePosix, walkFiles } from '@/lib/walk-files';

const ROOT = path.resolve(__dirname, '../..');
const islands = findIslandFiles(ROOT);

/**
 * Client components that are rendered at build time only and never hydrated: no island carries them, so their
 * HTML is all they ever are (Next renders them with the page; the exported page has no code for them).
 */
const BUILD_ONLY: Record<string, string> = {
  'components/main-nav/main-nav.tsx':
    'marks the current page (aria-current) with usePathname when the page is built; its menus work from the HTML and the site script',
  'components/analytics/no-page-view-tracker.tsx': 'the empty stand-in for the tracker when there is no analytics id (next.config.ts)',
  'components/language-switch/language-switch.tsx': 'links to the page in the other language, from usePathname when the page is built; a plain link',
};

/** The project's own modules a file imports, resolved to files (relative and `@/` imports). */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const spec = match[1] ?? match[2];
    const base = spec.startsWith('@/') ? path.join(ROOT, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : undefined;
    if (!base) continue;
    const resolved = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ending) => base + ending)
      .find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
    if (resolved) found.push(resolved);
  }
  return found;
}

/** Every module an island's chunk is built from (its file and all it imports, lazily too), by island name. */
function islandGraphs(): Map<string, Set<string>> {
  const graphs = new Map<string, Set<string>>();
  for (const [name, file] of islands) {
    const seen = new Set([file]);
    for (const current of seen) for (const imported of importsOf(current)) seen.add(imported);
    graphs.set(name, seen);
  }
  return graphs;
}

const clientModules = ['app', 'components', 'lib'].flatMap((dir) =>
  Array.from(walkFiles(path.join(ROOT, dir)))
    .filter((file) => /\.tsx?$/.test(file) && /^'use client';/m.test(fs.readFileSync(file, 'utf8')))
    .map((file) => relativePosix(ROOT, file)),
);

describe('the islands', () => {
  it('each island file declares the island its name says (name.island.ts -> defineIsland("name", ...))', async () => {
    expect([...islands.keys()].sort()).toEqual([
      'admission-form',
      'admission-form-mr',
      'career-form',
      'chat-widget',
      'contact-form',
      'data-request-form',
      'enquiry-form',
      'events-calendar',
      'page-view-tracker',
      'photo-grid',
      'status-lookup-form',
      'status-lookup-form-mr',
    ]);
    for (const [name, file] of islands) {
      const definition = ((await import(file)) as { default: { name: string; wake: string; component: unknown } }).default;
      expect({ file: relativePosix(ROOT, file), name: definition.name }).toEqual({ file: relativePosix(ROOT, file), name });
      expect(typeof definition.component).toBe('function');
    }
  });

  it("every 'use client' component is part of an island, or is listed here as rendered at build time only", () => {
    const inIslands = new Set([...islandGraphs().values()].flatMap((graph) => [...graph].map((file) => relativePosix(ROOT, file))));
    const homeless = clientModules.filter((file) => !inIslands.has(file) && !(file in BUILD_ONLY));
    expect(homeless).toEqual([]);
    for (const file of Object.keys(BUILD_ONLY)) expect(inIslands.has(file)).toBe(false);
  });

  it('no island uses what a root hydrated alone cannot have: useId (its HTML came from the whole page), Next.js modules (no runtime)', () => {
    const offenders: string[] = [];
    for (const [name, graph] of islandGraphs()) {
      for (const file of graph) {
        const source = fs.readFileSync(file, 'utf8');
        if (/\buseId\(/.test(source)) offenders.push(`${name}: ${relativePosix(ROOT, file)} uses useId`);
        if (/from\s+['"]next\//.test(source)) offenders.push(`${name}: ${relativePosix(ROOT, file)} imports next/*`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe('Island (components/island), the server side of an island', () => {
  function Greeting({ name, children }: { name: string; children?: React.ReactNode }) {
    return (
      <p>
        Hello {name}
        <IslandSlot>{children}</IslandSlot>
      </p>
    );
  }
  const greeting = defineIsland('greeting', Greeting, { wake: 'visible' });

  it('marks the root with the name, the moment and the props as JSON around the island, its children in the slot', () => {
    const html = renderToString(
      <Island of={greeting} props={{ name: 'Asha & Ravi' }}>
        <b>from the server</b>
      </Island>,
    );
    expect(html).toBe(
      '<div data-island="greeting" data-wake="visible" data-props="{&quot;name&quot;:&quot;Asha &amp; Ravi&quot;}"><p>Hello <!-- -->Asha &amp; Ravi<div style="display:contents" data-island-slot=""><b>from the server</b></div></p></div>',
    );
  });

  it('refuses props that JSON cannot carry as they are, naming the first', () => {
    expect(notJson({ a: [1, 'x', null, { b: true, c: undefined }] })).toBeUndefined();
    expect(notJson({ when: new Date(0) })).toBe('props.when');
    expect(notJson({ list: [1, () => 2] })).toBe('props.list[1]');
    expect(notJson({ n: Number.NaN })).toBe('props.n');
    expect(() => renderToString(<Island of={greeting} props={{ name: (() => 'x') as unknown as string }} />)).toThrow(
      'Island greeting: props.name cannot travel as JSON; give the island plain data.',
    );
  });
});
