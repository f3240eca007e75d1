/** The shapes of the header and footer menus, apart from their contents so the header's client island imports no page table. */
/** A link in the header or footer. `download` marks static files (PDFs) that are not pages. */
export interface NavLink {
  label: string;
  href: string;
  download?: boolean;
  /** The language of the page it leads to, when not the menu's own (a Marathi menu's link to an English page). */
  hrefLang?: string;
}

export interface NavGroup {
  label: string;
  items: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry;
}
