import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header/page-header';
import {
  annualFee,
  type Bilingual,
  firstYearFee,
  formatAcademicYears,
  formatDueDay,
  formatLongDate,
  formatRupees,
  getFees,
  instalmentAmounts,
  type Language,
  marathiDigits,
  noteText,
} from '@/lib/content/fees';
import { FEE_LABELS } from '@/lib/fee-labels';
import { pageMetadata } from '@/lib/seo';
import { devanagari } from './devanagari-font';
import styles from './fees.module.css';

export const metadata = pageMetadata('/fees');

const FEE_PDF = '/downloads/fee-structure.pdf';

/** English, then Marathi marked lang="mr" so screen readers switch voice and the Devanagari font applies. */
function Both({ text, separator = 'line' }: { text: Bilingual; separator?: 'line' | 'dot' }) {
  return (
    <>
      {text.en}
      {separator === 'line' ? <br /> : <span aria-hidden="true"> · </span>}
      <span lang="mr">{text.mr}</span>
    </>
  );
}

/** The same section side by side in English and in Marathi (lang="mr"), each with its own heading. */
function BilingualPanels({ id, heading, children }: { id: string; heading: Bilingual; children: (language: Language) => ReactNode }) {
  return (
    <div className={styles.columns}>
      {(['en', 'mr'] as const).map((language) => (
        <section key={language} lang={language === 'mr' ? 'mr' : undefined} aria-labelledby={`${id}-${language}`} className={styles.panel}>
          <h2 id={`${id}-${language}`}>{heading[language]}</h2>
          {children(language)}
        </section>
      ))}
    </div>
  );
}

export default function FeesPage() {
  const fees = getFees();
  const label = FEE_LABELS;
  const approval = (language: Language) => [
    [label.approvedBy[language], fees.approval.body[language]],
    [label.act[language], fees.approval.act[language]],
    [label.approvedOn[language], formatLongDate(fees.approval.date, language)],
    [label.resolution[language], fees.approval.resolution[language]],
    [label.academicYears[language], formatAcademicYears(fees.academicYears, language)],
    [label.medium[language], fees.medium[language]],
  ];
  const years = { en: formatAcademicYears(fees.academicYears, 'en'), mr: formatAcademicYears(fees.academicYears, 'mr') };

  return (
    <div className={`${devanagari.variable} ${styles.page}`}>
      <PageHeader
        eyebrow="Mandatory Disclosure"
        title={<Both text={label.title} separator="dot" />}
        intro={
          <>
            Approved fees for the academic years {years.en}. <span lang="mr">शैक्षणिक वर्ष {years.mr} साठी मान्य शुल्क.</span>
          </>
        }
      />
      <div className="section container">
        <BilingualPanels id="approval" heading={label.approval}>
          {(language) => (
            <dl className={styles.facts}>
              {approval(language).map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </BilingualPanels>

        <div className="table-wrap" role="region" aria-labelledby="fees-caption" tabIndex={0}>
          <table className={styles.table} id="fees-by-class">
            <caption id="fees-caption">
              <Both text={label.annualFees} separator="dot" />
              <span className={styles.unit}>
                {' '}
                (<Both text={label.amountsIn} separator="dot" />)
              </span>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Both text={label.class} />
                </th>
                {fees.heads.map((head) => (
                  <th scope="col" key={head.key}>
                    <Both text={head} />
                  </th>
                ))}
                <th scope="col">
                  <Both text={label.annualFee} />
                </th>
                <th scope="col">
                  <Both text={label.firstYear} />
                </th>
              </tr>
            </thead>
            <tbody>
              {fees.classes.map((row) => (
                <tr key={row.name.en}>
                  <th scope="row">
                    <Both text={row.name} />
                  </th>
                  {fees.heads.map((head) => (
                    <td key={head.key} data-fee={head.key}>
                      {formatRupees(row.fees[head.key])}
                    </td>
                  ))}
                  <td data-fee="annual">{formatRupees(annualFee(fees, row))}</td>
                  <td data-fee="first-year">{formatRupees(firstYearFee(fees, row))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <div className="table-wrap" role="region" aria-labelledby="instalments-caption" tabIndex={0}>
          <table className={styles.table} id="fees-by-instalment">
            <caption id="instalments-caption">
              <Both text={label.instalments} separator="dot" />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Both text={label.class} />
                </th>
                {fees.instalments.map((instalment) => (
                  <th scope="col" key={instalment.due}>
                    {instalment.name.en}, {label.dueBy.en} {formatDueDay(instalment.due, 'en')} ({instalment.percent}%)
                    <br />
                    <span lang="mr">
                      {instalment.name.mr}, {label.dueBy.mr} {formatDueDay(instalment.due, 'mr')} ({marathiDigits(String(instalment.percent))}%)
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {fees.classes.map((row) => (
                <tr key={row.name.en}>
                  <th scope="row">
                    <Both text={row.name} />
                  </th>
                  {instalmentAmounts(fees, row).map((amount, index) => (
                    <td key={fees.instalments[index].due} data-fee={`instalment-${index + 1}`}>
                      {formatRupees(amount)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        {fees.notes.length > 0 ? (
          <BilingualPanels id="notes" heading={label.notes}>
            {(language) => (
              <ul className={styles.notes}>
                {fees.notes.map((note) => (
                  <li key={note.en}>{noteText(fees, note, language)}</li>
                ))}
              </ul>
            )}
          </BilingualPanels>
        ) : null}

        <p>
          <a className="button button-secondary" href={FEE_PDF}>
            <span>
              <Both text={label.pdf} />
            </span>
          </a>
        </p>
      </div>
    </div>
  );
}
