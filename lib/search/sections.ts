import { isNavGroup, type NavEntry } from '../nav-entry';

/** Paths whose section is their kind, not the menu that lists the kind's index page. */
const PREFIX_SECTIONS: [string, string][] = [
  ['/blog/', 'Blog'],
  ['/blogs', 'Blog'],
  ['/news', 'News'],
  ['/events', 'Events'],
];

/** The section a search result shows: the header menu that holds the page, or the kind of an article. */
export function sectionOf(urlPath: string, navigation: NavEntry[]): string {
  for (const [prefix, section] of PREFIX_SECTIONS) if (urlPath === prefix || urlPath.startsWith(prefix)) return section;
  for (const entry of navigation) {
    if (!isNavGroup(entry)) {
      if (entry.href === urlPath) return entry.label;
      continue;
    }
    if (entry.items.some((item) => item.href === urlPath)) return entry.label;
  }
  return 'School';
}
