import { PageHeader } from '@/components/page-header/page-header';
import { formatAcademicYears, formatDueDay, formatLongDate, getFees, latinDigits, noteText } from '@/lib/content/fees';
import { getDisclosures } from '@/lib/content/disclosures';
import { getPageContent } from '@/lib/content/pages';
import { FEE_LABELS } from '@/lib/fee-labels';
import { HTML_LANG, IN_ENGLISH } from '@/lib/languages';
import { pageMetadata } from '@/lib/seo';
import { FeeTable, InstalmentCells, YearCells } from '../../(en)/fees/fee-parts';
import styles from '../../(en)/fees/fees.module.css';

export const metadata = pageMetadata('/mr/fees');

/** The summary's words beside the fee page's labels (lib/fee-labels.ts). */
const WORDS = {
  eyebrow: 'प्रवेश',
  approved: 'मान्यता:',
  full: 'पूर्ण शुल्क रचना (मराठी व इंग्रजी)',
  pdf: `शुल्क रचना डाउनलोड करा (PDF) ${IN_ENGLISH}`,
};

/**
 * The fees in Marathi, in short (issue 35): the fee page's tables of the yearly fee and its instalments by class, and
 * its notes, from the same content/fees.yml, in Marathi words with Latin digits (as families type amounts); the page's
 * text is content/pages/mr/fees.md. The full, bilingual structure with its approval is /fees; the PDF is English.
 */
export default async function MarathiFeesPage() {
  const fees = getFees();
  const page = await getPageContent('mr/fees');
  const label = FEE_LABELS;
  const pdf = getDisclosures().find((entry) => entry.page === '/fees')?.file;
  return (
    <div className={styles.page}>
      <PageHeader eyebrow={WORDS.eyebrow} title={page.heading} intro={page.intro} />
      <div className="section container">
        <p>
          {label.academicYears.mr}: {latinDigits(formatAcademicYears(fees.academicYears, 'mr'))}. {WORDS.approved} {fees.approval.body.mr},{' '}
          {latinDigits(formatLongDate(fees.approval.date, 'mr'))}.
        </p>
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />

        <FeeTable
          id="fees-by-class"
          captionId="fees-caption"
          only="mr"
          caption={
            <>
              {label.annualFees.mr} <span className={styles.unit}>({label.amountsIn.mr})</span>
            </>
          }
          columns={[label.annualFee, label.firstYear].map((head) => (
            <th scope="col" key={head.en}>
              {head.mr}
            </th>
          ))}
          classes={fees.classes}
          cells={(row) => <YearCells fees={fees} row={row} />}
        />

        <FeeTable
          id="fees-by-instalment"
          captionId="instalments-caption"
          only="mr"
          caption={label.instalments.mr}
          columns={fees.instalments.map((instalment) => (
            <th scope="col" key={instalment.due}>
              {instalment.name.mr}, {label.dueBy.mr} {latinDigits(formatDueDay(instalment.due, 'mr'))} ({instalment.percent}%)
            </th>
          ))}
          classes={fees.classes}
          cells={(row) => <InstalmentCells fees={fees} row={row} />}
        />

        {fees.notes.length > 0 ? (
          <section aria-labelledby="notes-heading">
            <h2 id="notes-heading">{label.notes.mr}</h2>
            <ul className={styles.notes}>
              {fees.notes.map((note) => (
                <li key={note.en}>{latinDigits(noteText(fees, note, 'mr'))}</li>
              ))}
            </ul>
          </section>
        ) : null}

        <p>
          <a className="button" href="/fees" hrefLang={HTML_LANG.en}>
            {WORDS.full}
          </a>{' '}
          {pdf ? (
            <a className="button button-secondary" href={pdf} hrefLang={HTML_LANG.en}>
              {WORDS.pdf}
            </a>
          ) : null}
        </p>
      </div>
    </div>
  );
}
