/**
 * The class names of a CSS module as `next build` wrote them, for the island bundles (scripts/islands/build.ts).
 * An island's HTML carries the names Next's bundler gave the classes of its CSS modules (`UHxypq_launcher`), and its
 * CSS is in the page's stylesheets already; the island's own bundle must use the very same names, or the classes it
 * renders after hydration would match no rule. Rather than reproduce the bundler's naming, the names are read back
 * from Next's CSS: each module's local classes (parsed from its source here) appear there as `<hash>_<local>` with
 * one hash per file. When that is not so (a Next.js upgrade that names classes otherwise), this stops the build
 * with the file and what it looked for, instead of shipping islands whose classes style nothing.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Thrown when Next's CSS does not carry a module's classes as expected. */
export class CssModuleNamesError extends Error {}

export interface ModuleLocals {
  /** Local class names, in source order. */
  classes: string[];
  /** Local @keyframes names. */
  keyframes: string[];
  /** `composes:` of each class: other local names, or names from another module (its path relative to this one). */
  composes: Map<string, Array<{ name: string; from?: string }>>;
}

/** Removes comments and the insides of `:global(...)`, keeping quoted strings (they hold `composes ... from` paths). */
function withoutCommentsAndGlobals(css: string): string {
  let text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (let at = text.indexOf(':global('); at !== -1; at = text.indexOf(':global(')) {
    let depth = 0;
    let end = at + ':global'.length;
    for (; end < text.length; end += 1) {
      if (text[end] === '(') depth += 1;
      else if (text[end] === ')' && --depth === 0) break;
    }
    text = text.slice(0, at) + text.slice(end + 1);
  }
  return text;
}

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
const QUOTED = /(["'])(?:\\.|(?!\1)[^\\])*\1/g;

/** The local names a CSS module declares: classes in selectors, @keyframes, and each class's `composes`. */
export function moduleLocals(css: string): ModuleLocals {
  const text = withoutCommentsAndGlobals(css);
  const classes: string[] = [];
  const keyframes: string[] = [];
  const composes = new Map<string, Array<{ name: string; from?: string }>>();
  const add = (list: string[], name: string) => list.includes(name) || list.push(name);
  // Each prelude (text before `{`) and each declaration (text before `;` or `}`), with the rules it is in.
  const rules: string[] = [];
  let piece = '';
  let quote = '';
  for (const char of text) {
    if (quote) {
      piece += char;
      if (char === quote) quote = '';
      continue;
    }
    if (char === '"' || char === "'") {
      quote = char;
      piece += char;
      continue;
    }
    if (char === '{') {
      const prelude = piece.trim();
      piece = '';
      rules.push(prelude);
      const frames = /^@(?:-webkit-)?keyframes\s+([\w-]+)/.exec(prelude);
      if (frames) add(keyframes, frames[1]);
      else if (!prelude.startsWith('@')) for (const match of prelude.replace(QUOTED, '""').matchAll(CLASS)) add(classes, match[1]);
      continue;
    }
    if (char === ';' || char === '}') {
      const declaration = /^composes\s*:\s*([\w\s-]+?)(?:\s+from\s+(['"])(.+)\2)?\s*$/.exec(piece.trim());
      const owner = /^\.(-?[_a-zA-Z][\w-]*)$/.exec(rules[rules.length - 1] ?? '');
      if (declaration && owner) {
        const list = composes.get(owner[1]) ?? [];
        for (const name of declaration[1].split(/\s+/).filter(Boolean)) list.push({ name, from: declaration[3] });
        composes.set(owner[1], list);
      }
      piece = '';
      if (char === '}') rules.pop();
      continue;
    }
    piece += char;
  }
  return { classes, keyframes, composes };
}

/** Every class name and @keyframes name in a stylesheet (Next's output). */
export function globalNames(css: string): Set<string> {
  const names = new Set<string>();
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(QUOTED, '""');
  for (const match of text.matchAll(CLASS)) names.add(match[1]);
  for (const match of text.matchAll(/@(?:-webkit-)?keyframes\s+([\w-]+)/g)) names.add(match[1]);
  return names;
}

/** Next's CSS as one set of names, and each module file's names, read once per build. */
export class NextCssNames {
  private readonly hashes = new Map<string, string>();

  constructor(private readonly names: Set<string>) {}

  /** Every stylesheet under `dir` (out/_next/static). */
  static fromDir(dir: string): NextCssNames {
    const names = new Set<string>();
    const walk = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.css')) for (const name of globalNames(fs.readFileSync(full, 'utf8'))) names.add(name);
      }
    };
    walk(dir);
    return new NextCssNames(names);
  }

  /** The hash Next gave `file`'s classes: the one prefix under which exactly its local names appear. */
  private hashOf(file: string, locals: ModuleLocals): string {
    const known = this.hashes.get(file);
    if (known !== undefined) return known;
    const own = [...locals.classes, ...locals.keyframes];
    if (locals.classes.length === 0) throw new CssModuleNamesError(`${file}: a CSS module without classes`);
    const first = locals.classes[0];
    const candidates = new Set<string>();
    for (const name of this.names) if (name.endsWith(`_${first}`)) candidates.add(name.slice(0, -(first.length + 1)));
    const fits = [...candidates].filter((hash) => {
      const under = [...this.names].filter((name) => name.startsWith(`${hash}_`)).map((name) => name.slice(hash.length + 1));
      return own.every((local) => under.includes(local)) && under.every((local) => own.includes(local));
    });
    if (fits.length !== 1) {
      throw new CssModuleNamesError(
        `${file}: Next's CSS has ${fits.length === 0 ? 'no' : `${fits.length}`} set of classes named <hash>_<local> for its locals ` +
          `(${own.slice(0, 6).join(', ')}${own.length > 6 ? ', ...' : ''}); the island build reads class names back that way ` +
          '(scripts/islands/css-modules.ts): update it for how this version of Next.js names CSS module classes.',
      );
    }
    this.hashes.set(file, fits[0]);
    return fits[0];
  }

  /** The module's export as Next's bundle has it: each local name to its class names (its own and those it composes). */
  classMap(file: string, css = fs.readFileSync(file, 'utf8')): Record<string, string> {
    const locals = moduleLocals(css);
    const hash = this.hashOf(file, locals);
    const map: Record<string, string> = {};
    for (const name of [...locals.classes, ...locals.keyframes]) map[name] = `${hash}_${name}`;
    for (const [name, list] of locals.composes) {
      const extra = list.map((item) => (item.from ? this.classMap(path.resolve(path.dirname(file), item.from))[item.name] : map[item.name]));
      if (extra.some((value) => value === undefined)) throw new CssModuleNamesError(`${file}: .${name} composes a class that does not exist`);
      map[name] = [map[name], ...extra].join(' ');
    }
    return map;
  }
}
