import { PhoneAndMail } from '@/components/contact-lines/contact-lines';
import { LocationIcon, SocialIcon } from '@/components/icons/icons';
import { LinkList } from '@/components/link-list/link-list';
import type { Site } from '@/lib/content/site';
import { formatAddress, telHref } from '@/lib/content/site';
import { footerLinks, footerRightsLinks } from '@/lib/navigation';
import styles from './site-footer.module.css';

interface SiteFooterProps {
  site: Site;
  /** The footer contact form island, rendered in its own column. */
  contactForm?: React.ReactNode;
  /** The Google Analytics choice (an island, only when analytics is configured): reachable from every page to withdraw consent. */
  analyticsChoice?: React.ReactNode;
}

export function SiteFooter({ site, contactForm, analyticsChoice }: SiteFooterProps) {
  const dpdp = site.dataProtection;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {site.name}
          </h2>
          <p>{site.description}</p>
          <ul className={styles.social} aria-label="Follow us">
            {site.social.map((link) => (
              <li key={link.url}>
                <a href={link.url} rel="noopener noreferrer" target="_blank" aria-label={`${link.label} (opens in a new tab)`}>
                  <SocialIcon network={link.network} size={20} fromSprite />
                </a>
              </li>
            ))}
          </ul>
        </section>
        {footerLinks.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className={styles.heading}>{column.title}</h2>
            <LinkList links={column.links} className={styles.links} />
          </nav>
        ))}
        <section id="footer-contact" aria-labelledby="footer-contact-heading" className={styles.contact}>
          <h2 id="footer-contact-heading" className={styles.heading}>
            Get in touch
          </h2>
          <address className={styles.address}>
            <p>
              <LocationIcon size={16} fromSprite /> <span>{formatAddress(site)}</span>
            </p>
            <PhoneAndMail contact={site.contact} iconSize={16} iconsFromSprite />
            <p className={styles.hours}>Office: {site.contact.officeHours}</p>
          </address>
          {contactForm}
        </section>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p>
            © {new Date().getFullYear()} {site.name}. {site.affiliation.board} Affiliation No. {site.affiliation.number}. UDISE+ code{' '}
            <span data-udise>{site.udiseCode}</span>.
          </p>
          <nav aria-label="Your rights and safety">
            <LinkList links={footerRightsLinks} className={`inline-list ${styles.inline}`} />
          </nav>
          {analyticsChoice ? <div className={styles.analyticsChoice}>{analyticsChoice}</div> : null}
          <p data-dpdp-contact>
            Questions about your personal data: {dpdp.name}, {dpdp.role}, <a href={`mailto:${dpdp.email}`}>{dpdp.email}</a>,{' '}
            <a href={telHref(dpdp.phone)}>{dpdp.phone}</a>.
          </p>
        </div>
      </div>
    </footer>
  );
}
