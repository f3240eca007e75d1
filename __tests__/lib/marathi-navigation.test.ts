import { getDisclosures } from '@/lib/content/disclosures';
import { HTML_LANG, IN_ENGLISH, languageOf, MARATHI_PAGES } from '@/lib/languages';
import { footerLinks, footerRightsLinks, mainNavigation } from '@/lib/navigation';
import type { NavEntry, NavLink } from '@/lib/nav-entry';

const links = (entries: NavEntry[]): NavLink[] => entries.flatMap((entry) => ('items' in entry ? entry.items : [entry]));

describe('the Marathi menus (issue 35)', () => {
  const disclosures = getDisclosures();
  const english = links(mainNavigation(disclosures));
  const marathi = links(mainNavigation(disclosures, 'mr'));

  it('lead to the same pages as the English menu, each in Marathi where it has a Marathi version', () => {
    expect(marathi).toHaveLength(english.length);
    english.forEach((link, index) => {
      const version = (MARATHI_PAGES as Record<string, string>)[link.href] ?? (link.href === '/' ? '/mr' : undefined);
      expect(marathi[index].href).toBe(version ?? link.href);
    });
  });

  it('mark every link to an English page or file as English, in words and by hreflang, and no other', () => {
    for (const link of [...marathi, ...footerLinks('mr').flatMap((column) => column.links), ...footerRightsLinks('mr')]) {
      const toEnglish = languageOf(link.href) === 'en';
      expect([link.href, link.hrefLang]).toEqual([link.href, toEnglish ? HTML_LANG.en : undefined]);
      expect(link.label.endsWith(IN_ENGLISH)).toBe(toEnglish);
      if (!toEnglish) expect(link.label).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('leave the English menus as they were', () => {
    expect(english.every((link) => link.hrefLang === undefined && !link.label.includes(IN_ENGLISH))).toBe(true);
    expect(footerRightsLinks().map((link) => link.label)).toEqual(['Contact us', 'Privacy notice', 'Child safety', 'Accessibility']);
    expect(footerLinks().map((column) => column.title)).toEqual(['Admissions', 'Our School']);
  });
});
