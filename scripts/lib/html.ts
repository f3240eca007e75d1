/**
 * The post-build steps' one HTML toolkit: elements found by a real HTML parser (htmlparser2, which knows raw-text
 * elements such as <script>, comments, quoting and entities), with each element's place in the original text.
 * Steps edit a page by those places (`applyEdits`) instead of serialising a tree, so every byte they do not
 * mean to change stays exactly as `next build` wrote it.
 */
import { Parser } from 'htmlparser2';

export interface HtmlElement {
  /** Lower-case tag name. */
  name: string;
  /** Names lower-cased, values with entities decoded; a bare attribute has the value ''. */
  attributes: Record<string, string>;
  /** Offset of the start tag's `<`. */
  start: number;
  /** Offset just after the start tag's `>`. */
  openEnd: number;
  /** Offset of the end tag's `<` (openEnd for a void element; where the element was closed when its end tag is implied). */
  closeStart: number;
  /** Offset just after the element: after its end tag, or where it was implicitly closed. */
  end: number;
}

/** Every element of a document (or fragment) in document order; with `names`, only elements of those names. */
export function findElements(html: string, names?: readonly string[]): HtmlElement[] {
  const wanted = names ? new Set(names) : undefined;
  const found: HtmlElement[] = [];
  const open: HtmlElement[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const openEnd = parser.endIndex + 1;
        const element: HtmlElement = { name, attributes: { ...attributes }, start: parser.startIndex, openEnd, closeStart: openEnd, end: openEnd };
        open.push(element);
        if (!wanted || wanted.has(name)) found.push(element);
      },
      onclosetag(name, isImplied) {
        const index = open.findLastIndex((element) => element.name === name);
        if (index === -1) return;
        const [element] = open.splice(index, 1);
        // A void element (<link>, <meta>) closes at once; other implied ends fall where the next tag starts.
        if (isImplied && element.openEnd === parser.endIndex + 1) return;
        element.closeStart = parser.startIndex;
        element.end = isImplied ? parser.startIndex : parser.endIndex + 1;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return found;
}

/** The raw text between an element's tags (a script's code, as written). */
export const innerText = (html: string, element: HtmlElement): string => html.slice(element.openEnd, element.closeStart);

/** The element's whole markup, start tag to end tag. */
export const outerHtml = (html: string, element: HtmlElement): string => html.slice(element.start, element.end);

/** The space-separated tokens of an attribute such as rel, lower-cased. */
export const tokensOf = (value: string | undefined): string[] => (value ?? '').toLowerCase().split(/\s+/).filter(Boolean);

export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Replaces each [start, end) of the original text by its edit's text; edits must not overlap. */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let output = '';
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) throw new Error(`overlapping HTML edits at offset ${edit.start}`);
    output += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return output + html.slice(at);
}

/** Escapes a value for a double-quoted attribute. */
export const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
