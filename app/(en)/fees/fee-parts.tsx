import type { ReactNode } from 'react';
import {
  annualFee,
  type Bilingual,
  type FeeClass,
  type Fees,
  firstYearFee,
  formatDueDay,
  formatRupees,
  instalmentAmounts,
  type Language,
  marathiDigits,
} from '@/lib/content/fees';
import { FEE_LABELS } from '@/lib/fee-labels';
import styles from './fees.module.css';

/** English, then Marathi marked lang="mr" so screen readers switch voice and the Devanagari font applies. */
export function Both({ text, separator = 'line' }: { text: Bilingual; separator?: 'line' | 'dot' }) {
  return (
    <>
      {text.en}
      {separator === 'line' ? <br /> : <span aria-hidden="true"> · </span>}
      <span lang="mr">{text.mr}</span>
    </>
  );
}

/** The same section side by side in English and in Marathi (lang="mr"), each with its own heading. */
export function BilingualPanels({ id, heading, children }: { id: string; heading: Bilingual; children: (language: Language) => ReactNode }) {
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

interface FeeTableProps {
  id: string;
  captionId: string;
  caption: ReactNode;
  /** The header cells after the 'Class' column, each with its key. */
  columns: ReactNode;
  classes: FeeClass[];
  /** A class's cells after its name, each with its key. */
  cells: (row: FeeClass) => ReactNode;
  /** One language only (the Marathi summary, /mr/fees), instead of both. */
  only?: Language;
}

/** A label in both languages, or in the one language asked for. */
function Label({ text, only }: { text: Bilingual; only?: Language }) {
  return only ? text[only] : <Both text={text} />;
}

/** A table with a row a class: a scrollable region named by its caption, the class names as row headers. */
export function FeeTable({ id, captionId, caption, columns, classes, cells, only }: FeeTableProps) {
  return (
    <div className="table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} id={id}>
        <caption id={captionId}>
          <span className="table-caption">{caption}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Label text={FEE_LABELS.class} only={only} />
            </th>
            {columns}
          </tr>
        </thead>
        <tbody>
          {classes.map((row) => (
            <tr key={row.name.en}>
              <th scope="row">
                <Label text={row.name} only={only} />
              </th>
              {cells(row)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An instalment's column heading in both languages: its name, when it is due and its share of the year's fee. */
export function InstalmentHeading({ name, due, percent }: { name: Bilingual; due: string; percent: number }) {
  return (
    <>
      {name.en}, {FEE_LABELS.dueBy.en} {formatDueDay(due, 'en')} ({percent}%)
      <br />
      <span lang="mr">
        {name.mr}, {FEE_LABELS.dueBy.mr} {formatDueDay(due, 'mr')} ({marathiDigits(String(percent))}%)
      </span>
    </>
  );
}

/** A class's yearly fee and a new student's first year, as cells (amounts in Latin digits, Indian grouping: ₹1,25,000). */
export function YearCells({ fees, row }: { fees: Fees; row: FeeClass }) {
  return (
    <>
      <td data-fee="annual">{formatRupees(annualFee(fees, row))}</td>
      <td data-fee="first-year">{formatRupees(firstYearFee(fees, row))}</td>
    </>
  );
}

/** A class's instalments of the yearly fee, as cells. */
export function InstalmentCells({ fees, row }: { fees: Fees; row: FeeClass }) {
  return instalmentAmounts(fees, row).map((amount, index) => (
    <td key={fees.instalments[index].due} data-fee={`instalment-${index + 1}`}>
      {formatRupees(amount)}
    </td>
  ));
}
