import { PhoneAndMail } from '@/components/contact-lines/contact-lines';
import { InLanguage } from '@/components/in-language/in-language';
import { LocationIcon, SocialIcon } from '@/components/icons/icons';
import { LinkList } from '@/components/link-list/link-list';
import type { Site } from '@/lib/content/site';
import { formatAddress, telHref } from '@/lib/content/site';
import { OfficeHours } from '@/components/office-hours/office-hours';
import { SHELL_WORDS } from '@/components/site-shell/shell-words';
import { fillText } from '@/lib/forms/texts/fill';
import { englishOn, type SiteLanguage } from '@/lib/languages';
import { footerLinks, footerRightsLinks } from '@/lib/navigation';
import styles from './site-footer.module.css';

interface SiteFooterProps {
  site: Site;
  /** The footer contact form island, rendered in its own column. */
  contactForm?: React.ReactNode;
  /** The Google Analytics choice (an island, only when analytics is configured): reachable from every page to withdraw consent. */
  analyticsChoice?: React.ReactNode;
  /** The page's language (English unless told). */
  lang?: SiteLanguage;
  /** The school in a sentence, in the page's language (English: content/site.yml's description). */
  description?: string;
}

export function SiteFooter({ site, contactForm, analyticsChoice, lang = 'en', description = site.description }: SiteFooterProps) {
  const dpdp = site.dataProtection;
  const words = SHELL_WORDS[lang].footer;
  // In another language than English, what stays English (the address as the post writes it, the contact's name and role).
  const english = englishOn(lang);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {site.name}
          </h2>
          <p>{description}</p>
          <ul className={styles.social} aria-label={words.followUs}>
            {site.social.map((link) => (
              <li key={link.url}>
                <a href={link.url} rel="noopener noreferrer" target="_blank" aria-label={fillText(words.newTab, { name: link.label })}>
                  <SocialIcon network={link.network} size={20} fromSprite />
                </a>
              </li>
            ))}
          </ul>
        </section>
        {footerLinks(lang).map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className={styles.heading}>{column.title}</h2>
            <LinkList links={column.links} className={styles.links} />
          </nav>
        ))}
        <section id="footer-contact" aria-labelledby="footer-contact-heading" className={styles.contact}>
          <h2 id="footer-contact-heading" className={styles.heading}>
            {words.getInTouch}
          </h2>
          <address className={styles.address}>
            <p>
              <LocationIcon size={16} fromSprite /> <InLanguage lang={english}>{formatAddress(site)}</InLanguage>
            </p>
            <PhoneAndMail contact={site.contact} iconSize={16} iconsFromSprite />
            <p className={styles.hours}>
              {words.office} <OfficeHours hours={site.contact.officeHours} lang={lang} />
            </p>
          </address>
          {contactForm}
        </section>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p>
            {fillText(words.affiliation, { year: new Date().getFullYear(), name: site.name, board: site.affiliation.board, number: site.affiliation.number })}{' '}
            {words.udise} <span data-udise>{site.udiseCode}</span>.
          </p>
          <nav aria-label={words.rights}>
            <LinkList links={footerRightsLinks(lang)} className={`inline-list ${styles.inline}`} />
          </nav>
          {analyticsChoice ? <div className={styles.analyticsChoice}>{analyticsChoice}</div> : null}
          <p data-dpdp-contact>
            {words.dataQuestions}{' '}
            <InLanguage lang={english}>
              {dpdp.name}, {dpdp.role}
            </InLanguage>
            , <a href={`mailto:${dpdp.email}`}>{dpdp.email}</a>, <a href={telHref(dpdp.phone)}>{dpdp.phone}</a>.
          </p>
        </div>
      </div>
    </footer>
  );
}
