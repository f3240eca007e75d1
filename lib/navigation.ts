import type { Disclosure } from './content/disclosures';
import type { NavEntry, NavGroup, NavLink } from './nav-entry';
import { HTML_LANG } from './languages';
import { menuLabel, type PagePath } from './site-map';

/** A menu link to a registered page, labelled as the registry says unless a menu needs other words. */
function page(path: PagePath, label: string = menuLabel(path)): NavLink {
  return { label, href: path };
}

function pageLinks(paths: readonly PagePath[]): NavLink[] {
  return paths.map((path) => page(path));
}

function group(label: string, paths: readonly PagePath[]): NavGroup {
  return { label, items: pageLinks(paths) };
}

/** The admission pages, in the header's Admission menu and the footer's Admissions column alike. */
const admissionPages: readonly PagePath[] = ['/onlineadmission', '/offlineadmission', '/documents', '/bankers', '/admission-status'];

/** The header navigation of SPEC section 2, in order. The Mandatory Disclosure menu comes from content, its page first. */
export function mainNavigation(disclosures: Disclosure[]): NavEntry[] {
  return [
    page('/'),
    group('About Us', ['/schoolhistory', '/visionmissin', '/teachers', '/salientfeatures', '/campus']),
    group('Admission', admissionPages),
    group('Learning', ['/rules', '/curriculum', '/assessments', '/academics', '/faq']),
    group('Activities', ['/indoor', '/outdoor', '/clubs', '/studentscorner']),
    group("What's Happening", ['/calendar', '/test', '/holiday', '/news', '/events', '/blogs']),
    {
      label: 'Mandatory Disclosure',
      // A document with its own page links the page (readable on a phone, found by search); the page offers the PDF.
      items: disclosures.map((disclosure) =>
        disclosure.page ? { label: disclosure.title, href: disclosure.page } : { label: disclosure.title, href: disclosure.file, download: true },
      ),
    },
    page('/gallery'),
    page('/testimonials'),
    page('/career'),
    page('/contact'),
  ];
}

/** A Marathi menu's link to a page that has no Marathi version: its English page, marked as English (words and hreflang). */
function inEnglish(path: PagePath, label: string): NavLink {
  return { label: `${label} (इंग्रजीत)`, href: path, hrefLang: HTML_LANG.en };
}

/** The header navigation of the Marathi pages (issue 35): what is in Marathi, and the English pages families need next. */
export function marathiNavigation(): NavEntry[] {
  return [
    page('/mr'),
    {
      label: 'प्रवेश',
      items: [
        page('/mr/onlineadmission'),
        inEnglish('/offlineadmission', 'ऑफलाइन प्रवेश'),
        inEnglish('/documents', 'प्रवेशासाठी लागणारी कागदपत्रे'),
        page('/mr/admission-status'),
      ],
    },
    // The fee page is itself in both languages.
    { label: 'शुल्क रचना (मराठी व इंग्रजी)', href: '/fees', hrefLang: HTML_LANG.en },
    inEnglish('/faq', 'नेहमीचे प्रश्न'),
    inEnglish('/child-safety', 'मुलांची सुरक्षा'),
    inEnglish('/contact', 'संपर्क'),
  ];
}

/** Footer quick links of SPEC section 2. */
export const footerLinks: { title: string; links: NavLink[] }[] = [
  { title: 'Admissions', links: pageLinks(admissionPages) },
  { title: 'Our School', links: pageLinks(['/', '/schoolhistory', '/teachers', '/campus']) },
];

/** The footer's last row on every page: what regulators ask a school to show one click away (in sentence case, as a row reads). */
export const footerRightsLinks: NavLink[] = [
  page('/contact', 'Contact us'),
  page('/privacy', 'Privacy notice'),
  page('/child-safety', 'Child safety'),
  page('/accessibility', 'Accessibility'),
];
