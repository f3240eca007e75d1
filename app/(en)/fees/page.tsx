import { PageHeader } from '@/components/page-header/page-header';
import { formatAcademicYears, formatLongDate, formatRupees, getFees, type Language, noteText } from '@/lib/content/fees';
import { FEE_LABELS } from '@/lib/fee-labels';
import { pageMetadata } from '@/lib/seo';
import { devanagari } from '@/components/devanagari-font/devanagari-font';
import { BilingualPanels, Both, FeeTable, InstalmentCells, InstalmentHeading, YearCells } from './fee-parts';
import styles from './fees.module.css';

export const metadata = pageMetadata('/fees');

const FEE_PDF = '/downloads/fee-structure.pdf';

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

        <FeeTable
          id="fees-by-class"
          captionId="fees-caption"
          caption={
            <>
              <Both text={label.annualFees} separator="dot" />
              <span className={styles.unit}>
                {' '}
                (<Both text={label.amountsIn} separator="dot" />)
              </span>
            </>
          }
          columns={[...fees.heads, label.annualFee, label.firstYear].map((head) => (
            <th scope="col" key={head.en}>
              <Both text={head} />
            </th>
          ))}
          classes={fees.classes}
          cells={(row) => (
            <>
              {fees.heads.map((head) => (
                <td key={head.key} data-fee={head.key}>
                  {formatRupees(row.fees[head.key])}
                </td>
              ))}
              <YearCells fees={fees} row={row} />
            </>
          )}
        />

        <FeeTable
          id="fees-by-instalment"
          captionId="instalments-caption"
          caption={<Both text={label.instalments} separator="dot" />}
          columns={fees.instalments.map((instalment) => (
            <th scope="col" key={instalment.due}>
              <InstalmentHeading name={instalment.name} due={instalment.due} percent={instalment.percent} />
            </th>
          ))}
          classes={fees.classes}
          cells={(row) => <InstalmentCells fees={fees} row={row} />}
        />

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
