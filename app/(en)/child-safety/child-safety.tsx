import { DataTable } from '@/components/data-table/data-table';
import { PageHeader } from '@/components/page-header/page-header';
import type { ChildSafety as ChildSafetyContent, Committee, Helpline } from '@/lib/content/child-safety';
import { getDisclosures } from '@/lib/content/disclosures';
import { telHref } from '@/lib/content/site';
import { formatDate } from '@/lib/dates';
import { fillText } from '@/lib/forms/texts/render';
import { englishOn, IN_ENGLISH, type SiteLanguage } from '@/lib/languages';
import styles from './child-safety.module.css';

/** The page's own words; its content is content/child-safety.yml (`mr:` its Marathi). */
const WORDS = {
  en: {
    title: 'Child Safety',
    eyebrow: 'Mandatory Disclosure',
    checked: 'Committees and numbers last checked on',
    locale: 'en-IN',
    call: 'Call {phone}',
    helplines: 'Helplines, at any time',
    committees: "The school's committees",
    under: 'Under:',
    email: 'E-mail',
    phone: 'Phone',
    inPerson: 'In person',
    members: 'Members of the {name}',
    columns: ['Name', 'Role'],
    policy: 'Safeguarding policy',
    policyLink: 'Child Safeguarding Policy (PDF)',
    policyText: ': how we recruit safely, what every adult must do about a concern, and how we support the child.',
  },
  mr: {
    title: 'मुलांची सुरक्षा',
    eyebrow: 'अनिवार्य माहिती',
    checked: 'समित्या आणि क्रमांक शेवटचे तपासले:',
    // Marathi month names, Latin digits.
    locale: 'mr-IN-u-nu-latn',
    call: '{phone} वर फोन करा',
    helplines: 'हेल्पलाइन, कधीही',
    committees: 'शाळेच्या समित्या',
    under: 'कायदेशीर आधार:',
    email: 'ई-मेल',
    phone: 'फोन',
    inPerson: 'प्रत्यक्ष भेटून',
    members: '{name}चे सदस्य',
    columns: ['नाव', 'जबाबदारी'],
    policy: 'मुलांच्या संरक्षणाचे धोरण',
    policyLink: `बालसंरक्षण धोरण (PDF) ${IN_ENGLISH}`,
    policyText: ': शाळा कर्मचारी सुरक्षितपणे कसे नेमते, शंका आल्यास प्रत्येक मोठ्या व्यक्तीने काय करायचे, आणि मुलाला आधार कसा दिला जातो.',
  },
} as const;

type Words = (typeof WORDS)[SiteLanguage];

function HelplineCard({ line, words }: { line: Helpline; words: Words }) {
  return (
    <li className={styles.helpline} data-helpline={line.kind}>
      <h3>{line.name}</h3>
      <p>{line.description}</p>
      {line.phone ? (
        <a className={styles.dial} href={telHref(line.phone)}>
          {fillText(words.call, { phone: line.phone })}
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

function CommitteeSection({ committee, words }: { committee: Committee; words: Words }) {
  const headingId = `committee-${committee.kind}`;
  return (
    <section className={styles.committee} aria-labelledby={headingId} data-committee={committee.kind}>
      <h3 id={headingId}>{committee.name}</h3>
      <p className={styles.basis}>
        {words.under} {committee.basis}
      </p>
      <p>{committee.purpose}</p>
      <dl className={`label-list ${styles.contact}`}>
        <dt>{words.email}</dt>
        <dd>
          <a href={`mailto:${committee.email}`}>{committee.email}</a>
        </dd>
        {committee.phone ? (
          <>
            <dt>{words.phone}</dt>
            <dd>
              <a href={telHref(committee.phone)}>{committee.phone}</a>
            </dd>
          </>
        ) : null}
        {committee.inPerson ? (
          <>
            <dt>{words.inPerson}</dt>
            <dd>{committee.inPerson}</dd>
          </>
        ) : null}
      </dl>
      <DataTable
        id={`members-${committee.kind}`}
        caption={fillText(words.members, { name: committee.name })}
        columns={[...words.columns]}
        rows={committee.members.map((member) => [member.name, member.role])}
      />
    </section>
  );
}

/**
 * The child-safety page in either language (/child-safety, /mr/child-safety): the helplines, the school's committees
 * and the safeguarding policy, whose PDF stays English (a Marathi page says so).
 */
export function ChildSafety({ page, lang }: { page: ChildSafetyContent; lang: SiteLanguage }) {
  const words = WORDS[lang];
  // The policy PDF is the Mandatory Disclosure menu's entry for this page, generated from content/downloads/.
  const policy = getDisclosures().find((entry) => entry.page === '/child-safety');
  if (!policy) throw new Error('content/disclosures.yml: the Child Safety entry (page: /child-safety) with its policy PDF is missing');
  return (
    <>
      <PageHeader title={words.title} eyebrow={words.eyebrow} intro={page.intro} />
      <div className="section container">
        <p className={styles.meta}>
          {words.checked} <time dateTime={page.updated}>{formatDate(page.updated, 'long', words.locale)}</time>.
        </p>
        <section aria-labelledby="helplines-heading">
          <h2 id="helplines-heading">{words.helplines}</h2>
          <ul className={styles.helplines}>
            {page.helplines.map((line) => (
              <HelplineCard key={line.kind + line.name} line={line} words={words} />
            ))}
          </ul>
        </section>
        <section aria-labelledby="committees-heading">
          <h2 id="committees-heading">{words.committees}</h2>
          {page.committees.map((committee) => (
            <CommitteeSection key={committee.kind} committee={committee} words={words} />
          ))}
        </section>
        <section aria-labelledby="policy-heading">
          <h2 id="policy-heading">{words.policy}</h2>
          <p>
            <a href={policy.file} data-kind="file" hrefLang={englishOn(lang)}>
              {words.policyLink}
            </a>
            {words.policyText}
          </p>
        </section>
      </div>
    </>
  );
}
