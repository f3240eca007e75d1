import type { PagePath } from './site-map';

/*
 * The site's two languages (issue 35): English at the addresses it always had, Marathi under /mr/ for the pages
 * families need most. The one table of which page translates which: hreflang links, the sitemap's alternates, the
 * header's language switch and the Marathi menu all read it.
 */

/** English first: the default, at the addresses it always had. */
export const SITE_LANGUAGES = ['en', 'mr'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** `<html lang>` and hreflang of each language. English is India's English, as the pages always said. */
export const HTML_LANG: Record<SiteLanguage, string> = { en: 'en-IN', mr: 'mr' };

/** What a Marathi page writes after a link to a page or file that is in English. */
export const IN_ENGLISH = '(इंग्रजीत)';

/**
 * The `lang` (or `hreflang`) that marks an English part of a page in `lang`, or a link from it to an English page or
 * file: none on an English page, en-IN on any other.
 */
export function englishOn(lang: SiteLanguage): string | undefined {
  return lang === 'en' ? undefined : HTML_LANG.en;
}

/** Where the Marathi pages live. */
export const MARATHI_PREFIX = '/mr';

/** Each English page that has a Marathi version, and that version. */
export const MARATHI_PAGES = {
  '/': '/mr',
  '/onlineadmission': '/mr/onlineadmission',
  '/admission-status': '/mr/admission-status',
  '/offlineadmission': '/mr/offlineadmission',
  '/fees': '/mr/fees',
  // The stages of schooling, the pre-primary (foundational) years first.
  '/academics': '/mr/academics',
  '/contact': '/mr/contact',
  '/faq': '/mr/faq',
  '/child-safety': '/mr/child-safety',
  '/privacy': '/mr/privacy',
} as const satisfies Partial<Record<PagePath, PagePath>>;

type Translated = keyof typeof MARATHI_PAGES;

/** The Marathi version of an English page, when it has one. */
export function marathiVersion(path: string): PagePath | undefined {
  return (MARATHI_PAGES as Partial<Record<string, PagePath>>)[path];
}

/** The address of an English page in a language: its own, or its Marathi version when it has one. */
export function addressIn(path: string, lang: SiteLanguage): string {
  return (lang === 'mr' && marathiVersion(path)) || path;
}

/** The language of a page by its address. */
export function languageOf(path: string): SiteLanguage {
  return path === MARATHI_PREFIX || path.startsWith(`${MARATHI_PREFIX}/`) ? 'mr' : 'en';
}

/** The page's versions by language (both, or only its own when it has no translation); the English one is x-default. */
export function versionsOf(path: string): Partial<Record<SiteLanguage, string>> {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (languageOf(clean) === 'mr') {
    const english = (Object.keys(MARATHI_PAGES) as Translated[]).find((page) => MARATHI_PAGES[page] === clean);
    return english ? { en: english, mr: clean } : { mr: clean };
  }
  const marathi = MARATHI_PAGES[clean as Translated] as string | undefined;
  return marathi ? { en: clean, mr: marathi } : { en: clean };
}

/**
 * The `alternates.languages` of a page's metadata and sitemap entry: every version by its hreflang, and the English
 * one again as x-default. Undefined for a page in one language only (no alternates to name).
 */
export function hreflangAlternates(path: string, toUrl: (path: string) => string): Record<string, string> | undefined {
  const versions = versionsOf(path);
  if (!versions.en || !versions.mr) return undefined;
  return { [HTML_LANG.en]: toUrl(versions.en), [HTML_LANG.mr]: toUrl(versions.mr), 'x-default': toUrl(versions.en) };
}

/**
 * Where the header's language switch leads from this page: the same page in the other language, or, from an English
 * page without a Marathi version, the Marathi home page (which lists what is in Marathi).
 */
export function switchTarget(path: string): { language: SiteLanguage; href: string; samePage: boolean } {
  const versions = versionsOf(path);
  if (languageOf(path) === 'mr') return { language: 'en', href: versions.en ?? '/', samePage: versions.en !== undefined };
  return { language: 'mr', href: versions.mr ?? MARATHI_PREFIX, samePage: versions.mr !== undefined };
}
