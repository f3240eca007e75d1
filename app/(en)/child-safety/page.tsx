import { DataTable } from '@/components/data-table/data-table';
import { PageHeader } from '@/components/page-header/page-header';
import { getChildSafety, type Committee, type Helpline } from '@/lib/content/child-safety';
import { getDisclosures } from '@/lib/content/disclosures';
import { formatDate } from '@/lib/dates';
import { telHref } from '@/lib/content/site';
import { pageMetadata } from '@/lib/seo';
import styles from './child-safety.module.css';

export const metadata = pageMetadata('/child-safety');

function HelplineCard({ line }: { line: Helpline }) {
  return (
    <li className={styles.helpline} data-helpline={line.kind}>
      <h3>{line.name}</h3>
      <p>{line.description}</p>
      {line.phone ? (
        <a className={styles.dial} href={telHref(line.phone)}>
          Call {line.phone}
        </a>
      ) : null}
      {line.url ? (
        <p>
          <a href={line.url} rel="noopener">
            {line.linkText ?? line.name}
          </a>
        </p>
      ) : null}
    </li>
  );
}

function CommitteeSection({ committee }: { committee: Committee }) {
  const headingId = `committee-${committee.kind}`;
  return (
    <section className={styles.committee} aria-labelledby={headingId} data-committee={committee.kind}>
      <h3 id={headingId}>{committee.name}</h3>
      <p className={styles.basis}>Under: {committee.basis}</p>
      <p>{committee.purpose}</p>
      <dl className={`label-list ${styles.contact}`}>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${committee.email}`}>{committee.email}</a>
        </dd>
        {committee.phone ? (
          <>
            <dt>Phone</dt>
            <dd>
              <a href={telHref(committee.phone)}>{committee.phone}</a>
            </dd>
          </>
        ) : null}
        {committee.inPerson ? (
          <>
            <dt>In person</dt>
            <dd>{committee.inPerson}</dd>
          </>
        ) : null}
      </dl>
      <DataTable
        id={`members-${committee.kind}`}
        caption={`Members of the ${committee.name}`}
        columns={['Name', 'Role']}
        rows={committee.members.map((member) => [member.name, member.role])}
      />
    </section>
  );
}

export default function ChildSafetyPage() {
  const page = getChildSafety();
  // The policy PDF is the Mandatory Disclosure menu's entry for this page, generated from content/downloads/.
  const policy = getDisclosures().find((entry) => entry.page === '/child-safety');
  if (!policy) throw new Error('content/disclosures.yml: the Child Safety entry (page: /child-safety) with its policy PDF is missing');
  return (
    <>
      <PageHeader title="Child Safety" eyebrow="Mandatory Disclosure" intro={page.intro} />
      <div className="section container">
        <p className={styles.meta}>
          Committees and numbers last checked on <time dateTime={page.updated}>{formatDate(page.updated)}</time>.
        </p>
        <section aria-labelledby="helplines-heading">
          <h2 id="helplines-heading">Helplines, at any time</h2>
          <ul className={styles.helplines}>
            {page.helplines.map((line) => (
              <HelplineCard key={line.kind + line.name} line={line} />
            ))}
          </ul>
        </section>
        <section aria-labelledby="committees-heading">
          <h2 id="committees-heading">The school&apos;s committees</h2>
          {page.committees.map((committee) => (
            <CommitteeSection key={committee.kind} committee={committee} />
          ))}
        </section>
        <section aria-labelledby="policy-heading">
          <h2 id="policy-heading">Safeguarding policy</h2>
          <p>
            <a href={policy.file} data-kind="file">
              Child Safeguarding Policy (PDF)
            </a>
            : how we recruit safely, what every adult must do about a concern, and how we support the child.
          </p>
        </section>
      </div>
    </>
  );
}
