import { Collapsible } from '@/components/collapsible/collapsible';
import { PageHeader } from '@/components/page-header/page-header';
import type { FaqContent } from '@/lib/content/faq';
import { absoluteUrl } from '@/lib/env';
import { HTML_LANG, type SiteLanguage } from '@/lib/languages';
import type { PagePath } from '@/lib/site-map';
import styles from './faq.module.css';

const EYEBROW: Record<SiteLanguage, string> = { en: 'FAQ', mr: 'नेहमीचे प्रश्न' };

/** The FAQ page in either language (/faq, /mr/faq): content/faq.yml's questions (`mr:` its Marathi), one open at a time. */
export function Faq({ faq, path, lang }: { faq: FaqContent; path: PagePath; lang: SiteLanguage }) {
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: absoluteUrl(path),
    inLanguage: lang === 'en' ? undefined : HTML_LANG[lang],
    mainEntity: faq.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.paragraphs.join('\n') },
    })),
  };
  return (
    <>
      <PageHeader title={faq.heading} intro={faq.intro} eyebrow={EYEBROW[lang]} />
      <div className={`section container ${styles.faq}`}>
        {faq.items.map((item) => (
          // One shared name: opening a question closes the one open before (exclusive accordion, no JS).
          <Collapsible key={item.question} name="faq" summary={<h2 className={styles.question}>{item.question}</h2>}>
            {item.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Collapsible>
        ))}
      </div>
      <script
        type="application/ld+json"
        // Escapes '<' so no text in an answer can close the script element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(structuredData).replace(/</g, '\\u003c') }}
      />
    </>
  );
}
