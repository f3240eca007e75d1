import { Collapsible } from '@/components/collapsible/collapsible';
import { PageHeader } from '@/components/page-header/page-header';
import { getFaq } from '@/lib/content/faq';
import { absoluteUrl } from '@/lib/env';
import { pageMetadata } from '@/lib/seo';
import styles from './faq.module.css';

export const metadata = pageMetadata('/faq');

export default function FaqPage() {
  const faq = getFaq();
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: absoluteUrl('/faq'),
    mainEntity: faq.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.paragraphs.join('\n') },
    })),
  };
  return (
    <>
      <PageHeader title={faq.heading} intro={faq.intro} eyebrow="FAQ" />
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
