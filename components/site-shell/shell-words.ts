import type { SiteLanguage } from '@/lib/languages';

/** The words of the page frame (skip link, header, menu, search) in each language; the English ones are as they always were. */
export interface ShellWords {
  skipLink: string;
  nav: { name: string; menu: string; closeMenu: string };
  header: {
    /** The tagline under the school's name: `{board}` and `{established}` filled in. */
    tagline: string;
    contactSchool: string;
    call: string;
    mail: string;
    downloadForm: string;
    searchSite: string;
  };
  search: { label: string; placeholder: string; button: string };
}

export const SHELL_WORDS: Record<SiteLanguage, ShellWords> = {
  en: {
    skipLink: 'Skip to main content',
    nav: { name: 'Main', menu: 'Menu', closeMenu: 'Close menu' },
    header: {
      tagline: '{board} affiliated · Est. {established}',
      contactSchool: 'Contact the school',
      call: 'Call {phone}',
      mail: 'E-mail {email}',
      downloadForm: 'Download Application Form (PDF)',
      searchSite: 'Search the website',
    },
    search: { label: 'Search the website', placeholder: 'Search', button: 'Search' },
  },
  mr: {
    skipLink: 'मुख्य मजकुराकडे जा',
    nav: { name: 'मुख्य मेनू', menu: 'मेनू', closeMenu: 'मेनू बंद करा' },
    header: {
      tagline: '{board} संलग्न · स्थापना {established}',
      contactSchool: 'शाळेशी संपर्क',
      call: '{phone} वर फोन करा',
      mail: '{email} वर ई-मेल करा',
      downloadForm: 'प्रवेश अर्ज डाउनलोड करा (PDF, इंग्रजी)',
      searchSite: 'वेबसाइटवर शोधा',
    },
    search: { label: 'वेबसाइटवर शोधा', placeholder: 'शोधा', button: 'शोधा' },
  },
};
