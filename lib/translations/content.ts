/**
 * The Marathi texts of the content and the English each was translated from (issue 35): read from the files the
 * editor writes (lib/cms/collections.ts names the translated ones), compared by the pure `staleTranslations`, and
 * marked by `markTranslation` (`npm run translations -- mark <file>`). The build prints the stale ones as warnings and
 * /staff/translations lists them; a missing or stale translation never fails anything.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { editorCollections, itemFolders, type EditorCollection } from '../cms/collections';
import { EDITOR_PATH } from '../cms/paths';
import { parseFrontMatter } from '../content/front-matter';
import { defaultContentRoot, isRecord, listFiles, readYamlLanguages } from '../content/reader';
import { FINGERPRINT_FIELD, fingerprint, hasWords } from './fingerprint';

/** One text the editor shows in both languages, with what each language holds. */
export interface TranslatedEntry {
  /** What the editor calls it, e.g. "Page texts: home" or "Questions and answers (/faq)". */
  label: string;
  /** Where the Marathi is, under content/ (`pages/mr/home.md`, or `faq.yml` for the `mr:` of that file). */
  marathiFile: string;
  /** The Marathi's place in that file: the whole file, or `['mr']`. */
  marathiAt: string[];
  /** The entry in the editor (its address after the editor's `#`). */
  editorRoute: string;
  /** The English entry's fields, as the editor holds them (a markdown file's body as `body`). */
  english: unknown;
  /** The Marathi fields, or undefined when there is no Marathi text. */
  marathi?: Record<string, unknown>;
  /** Fields the Marathi copies from the English as they are: not part of the fingerprint. */
  same: readonly string[];
}

/** `changed`: the English changed since the Marathi was translated; `unmarked`: nobody recorded what it was translated from. */
export type TranslationState = 'current' | 'changed' | 'unmarked';

export interface StaleTranslation {
  label: string;
  marathiFile: string;
  /** The address of the entry in the content editor. */
  editorHref: string;
  state: Exclude<TranslationState, 'current'>;
}

/** The state of one entry's Marathi text, or undefined when it has none (a missing translation is not stale). */
export function translationState(entry: TranslatedEntry): TranslationState | undefined {
  if (!entry.marathi || !hasWords(entry.marathi, entry.same)) return undefined;
  const recorded = entry.marathi[FINGERPRINT_FIELD];
  if (typeof recorded !== 'string' || recorded === '') return 'unmarked';
  return recorded === fingerprint(entry.english, entry.same) ? 'current' : 'changed';
}

/** The Marathi texts whose English changed since they were translated, or that never recorded it; changed ones first. */
export function staleTranslations(entries: readonly TranslatedEntry[]): StaleTranslation[] {
  const stale: StaleTranslation[] = [];
  for (const entry of entries) {
    const state = translationState(entry);
    if (state === 'changed' || state === 'unmarked')
      stale.push({ label: entry.label, marathiFile: entry.marathiFile, editorHref: `${EDITOR_PATH}#${entry.editorRoute}`, state });
  }
  const order = { changed: 0, unmarked: 1 };
  return stale.sort((a, b) => order[a.state] - order[b.state] || a.label.localeCompare(b.label));
}

/** A folder item's fields as the editor holds them: a markdown file's front matter and its body as `body`. */
function itemFields(file: string): Record<string, unknown> {
  const text = fs.readFileSync(file, 'utf8');
  if (file.endsWith('.md')) {
    const { data, body } = parseFrontMatter(text);
    return { ...data, body };
  }
  const data: unknown = YAML.parse(text);
  return isRecord(data) ? data : {};
}

function collectionEntries(collection: EditorCollection, root: string): TranslatedEntry[] {
  if (collection.kind === 'folder') {
    const translation = collection.translation;
    if (!translation) return [];
    const [englishFolder, marathiFolder] = itemFolders(collection);
    return listFiles(path.join(root, englishFolder), `.${collection.extension}`).map((file) => {
      const slug = path.basename(file, `.${collection.extension}`);
      const marathiFile = path.posix.join(marathiFolder, `${slug}.${collection.extension}`);
      const marathiPath = path.join(root, marathiFile);
      const english = itemFields(file);
      const name = english[collection.identifierField];
      return {
        label: `${collection.label}: ${typeof name === 'string' && name ? `${name} (${slug})` : slug}`,
        marathiFile,
        marathiAt: [],
        editorRoute: `/collections/${collection.name}/entries/${slug}`,
        english,
        ...(fs.existsSync(marathiPath) ? { marathi: itemFields(marathiPath) } : {}),
        same: translation.same ?? [],
      };
    });
  }
  return collection.files.flatMap((file) => {
    if (!file.translation) return [];
    const texts = readYamlLanguages(path.join(root, file.file));
    return [
      {
        label: file.label,
        marathiFile: file.file,
        marathiAt: ['mr'],
        editorRoute: `/collections/${collection.name}/entries/${file.name}`,
        english: texts.en,
        ...(texts.mr ? { marathi: texts.mr } : {}),
        same: file.translation.same ?? [],
      },
    ];
  });
}

/**
 * Every translated entry of the content folder. An entry whose file cannot be read is left out: `npm run
 * check:content` names that mistake; this list is only about translations.
 */
export function translatedEntries(root: string = defaultContentRoot()): TranslatedEntry[] {
  return editorCollections(root).flatMap((collection) => {
    try {
      return collectionEntries(collection, root);
    } catch {
      return [];
    }
  });
}

/** The build's and `check:content`'s warnings: one line per Marathi text to look at again. */
export function translationWarnings(root: string = defaultContentRoot()): string[] {
  return staleTranslations(translatedEntries(root)).map((stale) =>
    stale.state === 'changed'
      ? `content/${stale.marathiFile}: the English of "${stale.label}" changed since this Marathi text was translated; update it in the editor (${stale.editorHref})`
      : `content/${stale.marathiFile}: the Marathi text of "${stale.label}" does not record which English it was translated from; check it in the editor (${stale.editorHref})`,
  );
}

/** Writes `translated_from` into front matter or a YAML document, keeping the rest of the file (and its comments) as it was. */
function withFingerprint(yamlText: string, at: string[], value: string): string {
  const document = YAML.parseDocument(yamlText);
  document.setIn([...at, FINGERPRINT_FIELD], value);
  return document.toString({ lineWidth: 0 });
}

/**
 * Records that a Marathi text matches its English as it is now (`npm run translations -- mark content/pages/mr/home.md`,
 * or `content/faq.yml` for the Marathi of that file). Returns the fingerprint written.
 */
export function markTranslation(target: string, root: string = defaultContentRoot()): string {
  const relative = path.posix.normalize(target.split(path.sep).join('/')).replace(/^content\//, '');
  const entry = translatedEntries(root).find((candidate) => candidate.marathiFile === relative);
  if (!entry) throw new Error(`${target}: not a Marathi text of the editor (e.g. content/pages/mr/home.md, content/faq.yml)`);
  if (!entry.marathi) throw new Error(`${target}: there is no Marathi text to mark yet`);
  const value = fingerprint(entry.english, entry.same);
  const file = path.join(root, relative);
  const text = fs.readFileSync(file, 'utf8');
  if (relative.endsWith('.md')) {
    const match = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/.exec(text);
    if (!match) throw new Error(`${target}: expected front matter between --- lines`);
    fs.writeFileSync(file, `---\n${withFingerprint(match[1], [], value)}---${match[2]}${text.slice(match[0].length)}`);
  } else {
    fs.writeFileSync(file, withFingerprint(text, entry.marathiAt, value));
  }
  return value;
}
