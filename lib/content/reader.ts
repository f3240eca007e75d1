import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { z } from 'zod';
import { SITE_LANGUAGES, type SiteLanguage } from '../languages';
import { FINGERPRINT_FIELD, hasWords } from '../translations/fingerprint';
import { FrontMatterError, parseFrontMatter, type FrontMatterFile } from './front-matter';

/** Where editors' files live; tests point loaders at fixture folders instead. */
export function defaultContentRoot(): string {
  return process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : path.join(process.cwd(), 'content');
}

/** A content file that cannot be used. The message has one line per problem: `file: field: reason`. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(problems.map((problem) => `${file}: ${problem}`).join('\n'));
    this.name = 'ContentError';
  }
}

/** The file's path as an editor sees it: relative to the project, e.g. `content/site.yml`. */
function displayPath(absolute: string): string {
  const relative = path.relative(process.cwd(), absolute);
  return relative.startsWith('..') ? absolute : relative.split(path.sep).join('/');
}

function fieldPath(segments: ReadonlyArray<PropertyKey>): string {
  if (segments.length === 0) return '(file)';
  return segments
    .map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${String(segment)}`))
    .join('');
}

/** Validates parsed data against a schema, turning zod issues into `field: reason` lines. */
export function validate<S extends z.ZodType>(schema: S, data: unknown, file: string, prefix: PropertyKey[] = []): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${fieldPath([...prefix, ...issue.path])}: ${issue.message}`);
  throw new ContentError(displayPath(file), problems);
}

function readText(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ContentError(displayPath(file), [code === 'ENOENT' ? '(file): file not found' : `(file): ${String(error)}`]);
  }
}

function parseYamlFile(file: string): unknown {
  try {
    return YAML.parse(readText(file));
  } catch (error) {
    if (error instanceof ContentError) throw error;
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ContentError(displayPath(file), [`(file): invalid YAML: ${message}`]);
  }
}

/** Reads a YAML file and validates it. */
export function readYaml<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  return validate(schema, parseYamlFile(file), file);
}

/** The languages of the content: the site's (English the first, the default, and Marathi beside it; issue 35). */
export const CONTENT_LANGUAGES = SITE_LANGUAGES;
export type ContentLanguage = SiteLanguage;

/** A YAML mapping (not a list, not a scalar). */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Both languages of a YAML file the editor shows side by side (Decap's i18n `single_file`, the one structure it
 * allows for a file): the English under `en:`, the Marathi, when there is one, under `mr:`.
 */
export function readYamlLanguages(file: string): { en: unknown; mr?: Record<string, unknown> } {
  const data = parseYamlFile(file);
  if (!isRecord(data) || !isRecord(data.en)) throw new ContentError(displayPath(file), ['en: the English text is missing (expected the key en: at the top)']);
  if (data.mr !== undefined && data.mr !== null && !isRecord(data.mr)) throw new ContentError(displayPath(file), ['mr: expected the Marathi fields under mr:']);
  return { en: data.en, ...(isRecord(data.mr) ? { mr: data.mr } : {}) };
}

/**
 * One language of such a file, validated. `same` names the top-level fields the Marathi takes from the English as
 * they are (a date), whatever its copy says; a missing Marathi text is `undefined`, never an error (no page may fail
 * for want of a translation).
 */
export function readTranslatedYaml<S extends z.ZodType>(file: string, schema: S, language: 'en', same?: readonly string[]): z.output<S>;
export function readTranslatedYaml<S extends z.ZodType>(file: string, schema: S, language: ContentLanguage, same?: readonly string[]): z.output<S> | undefined;
export function readTranslatedYaml<S extends z.ZodType>(file: string, schema: S, language: ContentLanguage, same: readonly string[] = []): z.output<S> | undefined {
  const texts = readYamlLanguages(file);
  if (language === 'en') return validate(schema, texts.en, file, ['en']);
  if (!texts.mr || !hasWords(texts.mr, same)) return undefined;
  return validate(schema, translationData(texts.mr, texts.en, same), file, ['mr']);
}

/** A Marathi text's fields as its loader validates them: without its fingerprint, with the `same` fields of its English. */
function translationData(marathi: Record<string, unknown>, english: unknown, same: readonly string[]): Record<string, unknown> {
  const { [FINGERPRINT_FIELD]: _source, ...words } = marathi;
  const source = isRecord(english) ? english : {};
  return { ...words, ...Object.fromEntries(same.filter((key) => key in source).map((key) => [key, source[key]])) };
}

/**
 * The Marathi translation of a folder item (`notices/mr/x.yml` of `notices/en/x.yml`), validated, with the `same`
 * fields of its English; undefined when the English item is gone (a translation of nothing is not shown) or when it
 * has no words (the editor's empty Marathi of a new notice).
 */
export function readYamlTranslation<S extends z.ZodType>(marathiFile: string, englishFile: string, schema: S, same: readonly string[]): z.output<S> | undefined {
  if (!fs.existsSync(englishFile)) return undefined;
  const marathi = parseYamlFile(marathiFile);
  if (!isRecord(marathi) || !hasWords(marathi, same)) return undefined;
  return validate(schema, translationData(marathi, parseYamlFile(englishFile), same), marathiFile);
}

/** A loader that reads once per content root (the server asks on every request). */
export function cachedPerRoot<T>(load: (root: string) => T): (root?: string) => T {
  const cache = new Map<string, T>();
  return (root = defaultContentRoot()) => {
    if (cache.has(root)) return cache.get(root)!;
    const value = load(root);
    cache.set(root, value);
    return value;
  };
}

/** A loader of one YAML file of the content folder that reads it once per content root. */
export function cachedYaml<S extends z.ZodType>(name: string, schema: S): (root?: string) => z.output<S> {
  return cachedPerRoot((root) => readYaml(path.join(root, name), schema));
}

export interface MarkdownFile<T> {
  data: T;
  body: string;
  file: string;
}

/** Reads a markdown file with front matter; the front matter is validated, the body returned as markdown. */
export function readMarkdown<S extends z.ZodType>(file: string, schema: S): MarkdownFile<z.output<S>> {
  let parsed: FrontMatterFile;
  try {
    parsed = parseFrontMatter(readText(file));
  } catch (error) {
    if (error instanceof ContentError) throw error;
    if (error instanceof FrontMatterError) throw new ContentError(displayPath(file), [`(front matter): ${error.message}`]);
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ContentError(displayPath(file), [`(front matter): invalid YAML: ${message}`]);
  }
  return { data: validate(schema, parsed.data, file), body: parsed.body, file };
}

/** Files in a content folder with the given extension, sorted by name for a stable order. */
export function listFiles(folder: string, extension: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(extension) && !name.startsWith('_') && !name.startsWith('.'))
    .sort()
    .map((name) => path.join(folder, name));
}
