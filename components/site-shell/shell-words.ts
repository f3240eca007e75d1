import type { ChatWidgetProps, ChatWords } from '@/components/chat-widget/chat-config';
import { IN_ENGLISH, type SiteLanguage } from '@/lib/languages';

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
  /** The top bar above the header (wide screens). */
  topBar: { contactSchool: string; downloadForm: string };
  footer: {
    followUs: string;
    /** After a link's name: `{name}` filled in. */
    newTab: string;
    getInTouch: string;
    /** Before the office hours. */
    office: string;
    /** The bottom line: `{year}`, `{name}`, `{board}`, `{number}` filled in; the UDISE+ code follows. */
    affiliation: string;
    udise: string;
    rights: string;
    /** Before the data protection contact's name. */
    dataQuestions: string;
  };
  goToTop: string;
  notices: { readMore: string; dismiss: string };
  /** The chat widget's texts and words in a language other than English (English: content/site.yml's chat). */
  chat?: { texts: Required<Pick<ChatWidgetProps, 'accountName' | 'statusMessage' | 'chatMessage' | 'placeholder'>>; words: ChatWords };
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
    topBar: { contactSchool: 'Contact the school', downloadForm: 'Download Application Form' },
    footer: {
      followUs: 'Follow us',
      newTab: '{name} (opens in a new tab)',
      getInTouch: 'Get in touch',
      office: 'Office:',
      affiliation: '© {year} {name}. {board} Affiliation No. {number}.',
      udise: 'UDISE+ code',
      rights: 'Your rights and safety',
      dataQuestions: 'Questions about your personal data:',
    },
    goToTop: 'Go to top',
    notices: { readMore: 'Read more', dismiss: 'Dismiss notice:' },
  },
  mr: {
    skipLink: 'मुख्य मजकुराकडे जा',
    nav: { name: 'मुख्य मेनू', menu: 'मेनू', closeMenu: 'मेनू बंद करा' },
    header: {
      tagline: '{board} संलग्न · स्थापना {established}',
      contactSchool: 'शाळेशी संपर्क',
      call: '{phone} वर फोन करा',
      mail: '{email} वर ई-मेल करा',
      downloadForm: `प्रवेश अर्ज डाउनलोड करा (PDF) ${IN_ENGLISH}`,
      searchSite: 'वेबसाइटवर शोधा',
    },
    search: { label: 'वेबसाइटवर शोधा', placeholder: 'शोधा', button: 'शोधा' },
    topBar: { contactSchool: 'शाळेशी संपर्क', downloadForm: `प्रवेश अर्ज डाउनलोड करा ${IN_ENGLISH}` },
    footer: {
      followUs: 'आम्हाला फॉलो करा',
      newTab: '{name} (नव्या टॅबमध्ये उघडते)',
      getInTouch: 'संपर्क साधा',
      office: 'कार्यालय:',
      affiliation: '© {year} {name}. {board} संलग्नता क्रमांक {number}.',
      udise: 'यूडायस+ कोड',
      rights: 'तुमचे हक्क आणि सुरक्षा',
      dataQuestions: 'तुमच्या वैयक्तिक माहितीबद्दल प्रश्न:',
    },
    goToTop: 'पानाच्या वर जा',
    notices: { readMore: 'अधिक वाचा', dismiss: 'सूचना बंद करा:' },
    chat: {
      texts: {
        accountName: 'प्रवेश विभाग',
        statusMessage: 'साधारण तासाभरात उत्तर मिळते',
        chatMessage: 'नमस्कार! आम्ही काय मदत करू शकतो?',
        placeholder: 'संदेश लिहा...',
      },
      words: {
        chatWith: 'चॅट करा: {name}',
        newMessage: ' (1 नवीन संदेश)',
        close: 'चॅट बंद करा',
        typing: '{name}: उत्तर लिहीत आहे…',
        messageTo: 'तुमचा संदेश ({name})',
        send: 'संदेश पाठवा',
      },
    },
  },
};
