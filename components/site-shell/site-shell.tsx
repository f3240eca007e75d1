// The site's base styles first, so that every component's come after them; imported by the frame rather than the root
// layout, whose styles the build would put in a stylesheet of their own (one more request before the first paint).
import '@/app/globals.css';
import pageViewTracker from '@/components/analytics/page-view-tracker.island';
import chatWidget from '@/components/chat-widget/chat-widget.island';
import { devanagari } from '@/components/devanagari-font/devanagari-font';
import enquiryForm from '@/components/forms/enquiry-form.island';
import { GoToTop, TOP_ID } from '@/components/go-to-top/go-to-top';
import { Island } from '@/components/island/island';
import { Notices } from '@/components/notices/notices';
import { SiteFooter } from '@/components/site-footer/site-footer';
import { SiteHeader } from '@/components/site-header/site-header';
import { SiteScript } from '@/components/site-script/site-script';
import { TopBar } from '@/components/top-bar/top-bar';
import { getDisclosures } from '@/lib/content/disclosures';
import { getNoticesForBuild } from '@/lib/content/notices';
import { getSite } from '@/lib/content/site';
import { addressIn, HTML_LANG, MARATHI_PREFIX, type SiteLanguage } from '@/lib/languages';
import { getPageContent } from '@/lib/content/pages';
import { mainNavigation } from '@/lib/navigation';
import { SHELL_WORDS } from './shell-words';
import styles from './site-shell.module.css';

const gaMeasurementId = process.env.NEXT_PUBLIC_GA_ID;

/** Marks English parts of a page in another language (a box-less wrapper); on an English page, nothing at all. */
function InEnglish({ when, children }: { when: boolean; children: React.ReactNode }) {
  return when ? (
    <div lang={HTML_LANG.en} className={styles.frame}>
      {children}
    </div>
  ) : (
    children
  );
}

/**
 * The notices a page in `lang` carries: each English notice (content/notices/en/), in its translation where it has one
 * (the file of the same name in notices/mr/, its link to the page's version in that language), else in English, marked.
 */
function noticesIn(lang: SiteLanguage, builtAt: number) {
  const english = getNoticesForBuild(builtAt);
  if (lang === 'en') return english;
  const translated = new Map(getNoticesForBuild(builtAt, undefined, lang).map((notice) => [notice.slug, notice]));
  return english.map((notice) => {
    const translation = translated.get(notice.slug);
    if (!translation) return { ...notice, lang: HTML_LANG.en };
    return { ...translation, link: translation.link && addressIn(translation.link, lang) };
  });
}

/**
 * Every page's frame, from `<html>` down: the English pages' layout (app/(en)/layout.tsx), the Marathi pages'
 * (app/mr/layout.tsx) and the 404 page each render it with their language, so `<html lang>` follows the route in the
 * static export (a layout cannot read the address, but each language has its own). On a Marathi page the parts not yet
 * written in Marathi (an untranslated notice, the footer's contact form) say they are English (lang="en-IN").
 */
export async function SiteShell({ lang, children }: { lang: SiteLanguage; children: React.ReactNode }) {
  const site = getSite();
  const words = SHELL_WORDS[lang];
  const marathi = lang === 'mr';
  const navigation = mainNavigation(getDisclosures(), lang);
  // What a Marathi page marks as English: the application form (a PDF), the footer's contact form.
  const english = marathi ? HTML_LANG.en : undefined;
  // The school in a sentence: the Marathi home page's intro, the English site description.
  const description = marathi ? (await getPageContent('mr/home')).intro : undefined;
  // Rendered once, at build: the build's time is what the notices are filtered by (not a render-to-render value).
  // eslint-disable-next-line react-hooks/purity
  const builtAt = Date.now();
  return (
    <html lang={HTML_LANG[lang]} className={marathi ? `${devanagari.variable} ${styles.marathi}` : undefined}>
      {/* eslint-disable-next-line @next/next/no-head-element -- an App Router layout's own <head> (next/head is the Pages Router's): the rule knows layouts only under app/ */}
      <head>
        {/* No paint until the page's header is parsed in full: on a slow phone the browser may otherwise paint a
            half-parsed header, whose navigation then grows and moves the rest (Chromium; others ignore it). */}
        <link rel="expect" href="#main" blocking="render" />
      </head>
      <body id={TOP_ID}>
        <SiteScript />
        <a className="skip-link" href="#main">
          {words.skipLink}
        </a>
        <Notices notices={noticesIn(lang, builtAt)} builtAt={builtAt} words={words.notices} />
        <TopBar site={site} words={words.topBar} formLang={english} />
        {/* The chat is help in the same place on every page (WCAG 3.2.6): in the header's row of icons on a phone, where it
            covers nothing, floating at the bottom right on wider screens (components/site-header). */}
        <SiteHeader
          site={site}
          navigation={navigation}
          words={words}
          home={marathi ? MARATHI_PREFIX : '/'}
          lang={lang}
          formLang={english}
          chat={<Island of={chatWidget} props={words.chat ? { ...site.chat, ...words.chat.texts, words: words.chat.words } : site.chat} />}
        />
        {/* data-pagefind-body: what the site's search indexes (scripts/search-index.ts); header and footer are not. */}
        <main id="main" tabIndex={-1} data-pagefind-body>
          {children}
        </main>
        <SiteFooter
          site={site}
          lang={lang}
          description={description}
          contactForm={
            <InEnglish when={marathi}>
              <Island of={enquiryForm} props={{}} />
            </InEnglish>
          }
          analyticsChoice={
            gaMeasurementId ? (
              <InEnglish when={marathi}>
                <Island of={pageViewTracker} props={{ measurementId: gaMeasurementId }} />
              </InEnglish>
            ) : undefined
          }
        />
        <GoToTop label={words.goToTop} />
      </body>
    </html>
  );
}
