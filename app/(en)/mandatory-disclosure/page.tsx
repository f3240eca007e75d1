import { DisclosureTable } from '@/components/disclosure-table/disclosure-table';
import { PageHeader } from '@/components/page-header/page-header';
import { getAppendixIx } from '@/lib/disclosure/load';
import { pageMetadata } from '@/lib/seo';
import styles from './mandatory-disclosure.module.css';

export const metadata = pageMetadata('/mandatory-disclosure');

export default function MandatoryDisclosurePage() {
  const disclosure = getAppendixIx();
  return (
    <>
      <PageHeader
        title={disclosure.title}
        eyebrow="Mandatory Disclosure"
        intro="As required by Appendix IX of the CBSE Affiliation Bye-Laws, 2018, in the format CBSE prescribes."
      />
      <div className="section container">
        <p className={styles.meta}>
          Last updated on <time dateTime={disclosure.updated}>{disclosure.updatedLabel}</time>.{' '}
          <a href="/downloads/mandatory-disclosure.pdf">Download this disclosure as a PDF</a>
        </p>
        <nav aria-labelledby="disclosure-contents" className={styles.contents}>
          <h2 id="disclosure-contents" className={styles.contentsHeading}>
            On this page
          </h2>
          <ol>
            {disclosure.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>
                  {section.letter}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {disclosure.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className={styles.section} data-section={section.letter}>
            <h2 id={`${section.id}-heading`}>
              {section.letter}. {section.title}
            </h2>
            {section.note ? <p className={styles.note}>{section.note}</p> : null}
            {section.tables.map((table) => (
              <DisclosureTable key={table.id} table={table} />
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
