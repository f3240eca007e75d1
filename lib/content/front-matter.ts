import matter from 'gray-matter';

/**
 * The one front-matter parser of the project (content loaders, the editor's backend, scripts, tests): YAML only.
 * gray-matter reads the language named after the opening `---` and, for `---js` or `---javascript`, evaluates the
 * block as JavaScript with `require` in reach; content is data, so every language but YAML is refused here, before
 * gray-matter sees it, and its other engines are replaced by ones that refuse as well.
 */

/** The languages gray-matter would accept after `---`, besides YAML; each of them is refused. */
const OTHER_ENGINES = ['javascript', 'js', 'coffee', 'coffeescript', 'cson', 'json', 'toml'] as const;

export class FrontMatterError extends Error {
  constructor(readonly language: string) {
    super(
      `the front matter must be YAML, but it opens with "---${language}"; other languages are never read, because they could run code. Start it with a line of just "---".`,
    );
    this.name = 'FrontMatterError';
  }
}

const refuse = (language: string) => () => {
  throw new FrontMatterError(language);
};
const ENGINES = Object.fromEntries(OTHER_ENGINES.map((language) => [language, { parse: refuse(language), stringify: refuse(language) }]));

/** What follows the opening `---` on its line ("" for plain YAML front matter), or undefined when there is no front matter. */
export function frontMatterLanguage(text: string): string | undefined {
  // gray-matter's own rule: front matter opens with `---` not followed by another `-`.
  if (!text.startsWith('---') || text.charAt(3) === '-') return undefined;
  const end = text.search(/\r?\n/);
  return (end === -1 ? text.slice(3) : text.slice(3, end)).trim();
}

export interface FrontMatterFile {
  data: Record<string, unknown>;
  /** The markdown after the front matter. */
  body: string;
}

/** Splits a markdown file into its YAML front matter and its body; throws FrontMatterError for any other language. */
export function parseFrontMatter(text: string): FrontMatterFile {
  const language = frontMatterLanguage(text);
  if (language && !['yaml', 'yml'].includes(language.toLowerCase())) throw new FrontMatterError(language);
  // Options always: without them gray-matter returns a cached result for text it saw before, whatever was asked.
  const parsed = matter(text, { language: 'yaml', engines: ENGINES });
  return { data: (parsed.data ?? {}) as Record<string, unknown>, body: parsed.content };
}

/** A markdown file with `data` as YAML front matter (the benchmark's cloned posts). */
export function stringifyFrontMatter(body: string, data: Record<string, unknown>): string {
  return matter.stringify(body, data, { language: 'yaml' });
}
