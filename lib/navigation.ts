import type { Disclosure } from './content/disclosures';
import type { NavEntry, NavGroup, NavLink } from './nav-entry';
import { HTML_LANG, IN_ENGLISH, MARATHI_PREFIX, marathiVersion, type SiteLanguage } from './languages';
import { marathiLabel, menuLabel, type PagePath } from './site-map';

/** A menu link to a registered page, labelled as the registry says unless a menu needs other words. */
function page(path: PagePath, label: string = menuLabel(path)): NavLink {
  return { label, href: path };
}

/** A Marathi menu's link to a page that has no Marathi version: its English page, marked as English (words and hreflang). */
function inEnglish(path: string, label: string): NavLink {
  return { label: `${label} ${IN_ENGLISH}`, href: path, hrefLang: HTML_LANG.en };
}

/**
 * A menu link to a page in the menu's language: on a Marathi menu, the page's Marathi version, or else its English
 * page marked as English. `label` is the English menu's own words for the page, when not the registry's.
 */
function pageIn(lang: SiteLanguage, path: PagePath, label?: string): NavLink {
  if (lang === 'en') return page(path, label);
  const marathi = marathiVersion(path);
  return marathi ? page(marathi) : inEnglish(path, marathiLabel(path));
}

function group(lang: SiteLanguage, label: Record<SiteLanguage, string>, paths: readonly PagePath[]): NavGroup {
  return { label: label[lang], items: paths.map((path) => pageIn(lang, path)) };
}

/** The menus' group labels and footer headings, in each language. */
const MENU_WORDS = {
  about: { en: 'About Us', mr: 'आमच्याविषयी' },
  admission: { en: 'Admission', mr: 'प्रवेश' },
  learning: { en: 'Learning', mr: 'शिक्षण' },
  activities: { en: 'Activities', mr: 'उपक्रम' },
  happening: { en: "What's Happening", mr: 'घडामोडी' },
  disclosure: { en: 'Mandatory Disclosure', mr: 'अनिवार्य माहिती' },
  admissions: { en: 'Admissions', mr: 'प्रवेश' },
  ourSchool: { en: 'Our School', mr: 'आमची शाळा' },
} as const satisfies Record<string, Record<SiteLanguage, string>>;

/** The admission pages, in the header's Admission menu and the footer's Admissions column alike. */
const admissionPages: readonly PagePath[] = ['/onlineadmission', '/offlineadmission', '/documents', '/bankers', '/admission-status'];

/** A Mandatory Disclosure menu entry: its page (in the menu's language when it has a Marathi version), or its PDF. */
function disclosureLink(lang: SiteLanguage, disclosure: Disclosure): NavLink {
  if (disclosure.page) {
    const marathi = lang === 'mr' ? marathiVersion(disclosure.page) : undefined;
    if (marathi) return page(marathi);
    return lang === 'en' ? { label: disclosure.title, href: disclosure.page } : inEnglish(disclosure.page, disclosure.title);
  }
  // The documents themselves are English (the law's forms are).
  return { ...(lang === 'en' ? { label: disclosure.title, href: disclosure.file } : inEnglish(disclosure.file, disclosure.title)), download: true };
}

/**
 * The header navigation of SPEC section 2, in order, in the page's language (issue 35: the Marathi menu leads to the
 * Marathi pages, and to the English pages of the rest, marked as English). The Mandatory Disclosure menu comes from
 * content, its page first.
 */
export function mainNavigation(disclosures: Disclosure[], lang: SiteLanguage = 'en'): NavEntry[] {
  return [
    lang === 'en' ? page('/') : page(MARATHI_PREFIX),
    group(lang, MENU_WORDS.about, ['/schoolhistory', '/visionmissin', '/teachers', '/salientfeatures', '/campus']),
    group(lang, MENU_WORDS.admission, admissionPages),
    group(lang, MENU_WORDS.learning, ['/rules', '/curriculum', '/assessments', '/academics', '/faq']),
    group(lang, MENU_WORDS.activities, ['/indoor', '/outdoor', '/clubs', '/studentscorner']),
    group(lang, MENU_WORDS.happening, ['/calendar', '/test', '/holiday', '/news', '/events', '/blogs']),
    {
      label: MENU_WORDS.disclosure[lang],
      // A document with its own page links the page (readable on a phone, found by search); the page offers the PDF.
      items: disclosures.map((disclosure) => disclosureLink(lang, disclosure)),
    },
    pageIn(lang, '/gallery'),
    pageIn(lang, '/testimonials'),
    pageIn(lang, '/career'),
    pageIn(lang, '/contact'),
  ];
}

/** Footer quick links of SPEC section 2, in the page's language. */
export function footerLinks(lang: SiteLanguage = 'en'): { title: string; links: NavLink[] }[] {
  return [
    { title: MENU_WORDS.admissions[lang], links: admissionPages.map((path) => pageIn(lang, path)) },
    { title: MENU_WORDS.ourSchool[lang], links: (['/', '/schoolhistory', '/teachers', '/campus'] as const).map((path) => pageIn(lang, path)) },
  ];
}

/** The footer's last row on every page: what regulators ask a school to show one click away (in sentence case, as a row reads). */
export function footerRightsLinks(lang: SiteLanguage = 'en'): NavLink[] {
  return [
    pageIn(lang, '/contact', 'Contact us'),
    pageIn(lang, '/privacy', 'Privacy notice'),
    pageIn(lang, '/child-safety', 'Child safety'),
    pageIn(lang, '/accessibility', 'Accessibility'),
  ];
}
