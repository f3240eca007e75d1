/**
 * Which English version a Marathi text was translated from (issue 35): a short fingerprint of the English entry's
 * translated fields. The editor's "Translated from" widget (scripts/cms/translation-source.ts, in the browser) and
 * the build and /staff (lib/translations/content.ts, in Node) compute it with this one function, so a fingerprint
 * written in the browser is the one the build compares. No Web Crypto: it is synchronous and works on a plain-http
 * school network too; it only has to notice a change, not resist forgery.
 */

/** The field of a Marathi text that holds the fingerprint (lib/content/reader.ts names it for the loaders). */
export const FINGERPRINT_FIELD = 'translated_from';

/** Whitespace a save may change without changing the text: line endings, trailing spaces, blank lines at the ends. */
function normalText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !(value instanceof Date) && Object.keys(value).length === 0);

/**
 * The entry as one string, the same however its file was written: keys sorted, strings normalised, empty fields left
 * out (the editor writes `intro: ''` where a file had no intro), and without the fingerprint itself and `same`, the
 * fields the Marathi copies from the English as they are (a notice's dates).
 */
export function canonicalText(value: unknown, same: readonly string[] = []): string {
  const walk = (node: unknown, top: boolean): unknown => {
    if (typeof node === 'string') return normalText(node);
    if (node instanceof Date) return node.toISOString();
    if (Array.isArray(node)) return node.map((item) => walk(item, false)).filter((item) => !isEmpty(item));
    if (typeof node === 'object' && node !== null) {
      const entries = Object.entries(node as Record<string, unknown>)
        .filter(([key]) => key !== FINGERPRINT_FIELD && !(top && same.includes(key)))
        .map(([key, child]) => [key, walk(child, false)] as const)
        .filter(([, child]) => !isEmpty(child))
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return Object.fromEntries(entries);
    }
    return node;
  };
  return JSON.stringify(walk(value, true)) ?? '';
}

/**
 * Whether a Marathi text has any words: the editor writes a Marathi file of empty fields for a new notice nobody
 * translated, and that is no translation (nothing shows, nothing is stale).
 */
export function hasWords(marathi: unknown, same: readonly string[] = []): boolean {
  return canonicalText(marathi, same) !== '{}';
}

/** cyrb53 (public domain, by bryc): a fast 53-bit string hash with good spread. */
function cyrb53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** Twelve hex digits naming the English version of an entry (its translated fields), e.g. `3f9a0c21b7d4`. */
export function fingerprint(english: unknown, same: readonly string[] = []): string {
  return cyrb53(canonicalText(english, same)).toString(16).padStart(14, '0').slice(-12);
}
