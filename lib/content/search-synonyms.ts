import path from 'node:path';
import { z } from 'zod';
import { defaultContentRoot, readYaml } from './reader';

/** A word or phrase as a parent types it: lower case letters, digits and single spaces (matched whole). */
const phrase = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[\p{Ll}\p{Lo}\p{M}\p{N}]+(?: [\p{Ll}\p{Lo}\p{M}\p{N}]+)*$/u, 'Lower case words separated by single spaces, e.g. school bus');

export const searchSynonymsSchema = z.object({
  synonyms: z
    .array(
      z.object({
        /** What a parent may type. */
        words: z.array(phrase).min(1).max(20),
        /** The school's own words for it, searched as well. */
        means: z.array(phrase).min(1).max(5),
      }),
    )
    .max(200),
});

export type SearchSynonyms = z.output<typeof searchSynonymsSchema>;

/** content/search-synonyms.yml: read by the search index build (the browser's search) and the server's /search. */
export function getSearchSynonyms(root: string = defaultContentRoot()): SearchSynonyms {
  return readYaml(path.join(root, 'search-synonyms.yml'), searchSynonymsSchema);
}
