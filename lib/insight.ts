import { z } from 'zod';
import { DEVICE_CLASSES, PATH_MAX, QUERY_MAX } from './insight-beacon';

/**
 * The school's own page views (issue 24): what the inline site script sends with navigator.sendBeacon and what
 * the form service accepts and counts. Nothing here names a person: a path, its query, the referring site's
 * host and a device class, stored only as daily counts (server/insight/).
 */

export const HOST_MAX = 253;
export const SEARCH_MAX = 100;

/** The pages about admission whose views open the admissions funnel. */
export const ADMISSION_PAGES: readonly string[] = ['/onlineadmission', '/offlineadmission', '/documents'];
/** The forms whose first input the site script reports (only the admission form is part of a funnel today). */
export const STARTED_FORMS = ['admission'] as const;

/**
 * The query parameters a page view keeps, with the values each may have: the gallery's category (the site's own
 * `?category=`, components/gallery-browser/gallery-names.ts) and the campaign tags of a link the school shares.
 * Anything else (a search's words, a made-up parameter, a tracking id) is dropped, so a query can add no more rows
 * than these values allow, and holds nothing a visitor typed.
 */
export const QUERY_PARAMETERS: Record<string, RegExp> = {
  category: /^[a-z0-9-]{1,40}$/,
  utm_source: /^[a-z0-9._-]{1,40}$/,
  utm_medium: /^[a-z0-9._-]{1,40}$/,
  utm_campaign: /^[a-z0-9._-]{1,40}$/,
};

/** A page view's query as counted: the known parameters only, lower case, first value each, in a fixed order; '' when none. */
export function normalisePageQuery(query: string): string {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(query);
  } catch {
    return '';
  }
  const kept = new URLSearchParams();
  for (const [name, pattern] of Object.entries(QUERY_PARAMETERS)) {
    const value = params.get(name)?.trim().toLowerCase();
    if (value && pattern.test(value)) kept.set(name, value);
  }
  return kept.toString();
}

const HOSTNAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

/** One page view as the site script sends it. */
export const pageViewSchema = z
  .object({
    path: z
      .string()
      .min(1)
      .max(PATH_MAX)
      .regex(/^\/[^\s?#]*$/, 'a path starting with /'),
    query: z
      .string()
      .max(QUERY_MAX)
      .regex(/^[^\s#]*$/)
      .default('')
      .transform(normalisePageQuery),
    referrer: z.string().max(HOST_MAX).toLowerCase().regex(HOSTNAME).or(z.literal('')).default(''),
    device: z.enum(DEVICE_CLASSES),
  })
  .strict();
export type PageView = z.output<typeof pageViewSchema>;

/** The first input on a form, once per page load. */
export const formStartedSchema = z.object({ form: z.enum(STARTED_FORMS) }).strict();

/** One search and how many results it found (the search page's beacon and the server-side fallback). */
export const searchSchema = z
  .object({
    q: z.string().max(500),
    results: z.number().int().min(0).max(100_000),
  })
  .strict();

/** A search as counted: case, accents of spacing and punctuation at the ends do not make two searches. */
export function normaliseSearch(q: string): string {
  return q
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[\p{P}\s]+|[\p{P}\s]+$/gu, '')
    .slice(0, SEARCH_MAX);
}
