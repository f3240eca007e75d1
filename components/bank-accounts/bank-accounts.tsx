import type { BankAccount } from '@/lib/content/site';
import styles from './bank-accounts.module.css';

interface BankAccountsProps {
  accounts: BankAccount[];
  /** Level of the per-account headings, under the section heading. */
  headingLevel?: 'h2' | 'h3';
  /** The list's language where it differs from the page's (the accounts stay as the bank writes them). */
  lang?: string;
}

/** The school's bank accounts for fee transfers, each as a card of its details. */
export function BankAccounts({ accounts, headingLevel = 'h3', lang }: BankAccountsProps) {
  const Heading = headingLevel;
  return (
    <ul className={styles.list} lang={lang}>
      {accounts.map((account) => (
        <li key={account.accountNumber} className={styles.card}>
          <Heading className={styles.bank}>{account.bank}</Heading>
          <dl className={styles.details}>
            <dt>Account name</dt>
            <dd>{account.accountName}</dd>
            <dt>Account number</dt>
            <dd className={styles.number}>{account.accountNumber}</dd>
            <dt>IFSC</dt>
            <dd className={styles.number}>{account.ifsc}</dd>
            <dt>Branch</dt>
            <dd>{account.branch}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
