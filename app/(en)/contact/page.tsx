import { PhoneAndMail } from '@/components/contact-lines/contact-lines';
import contactForm from '@/components/forms/contact-form.island';
import { Island } from '@/components/island/island';
import { MapEmbed } from '@/components/map-embed/map-embed';
import { LocationIcon } from '@/components/icons/icons';
import { PageHeader } from '@/components/page-header/page-header';
import { getPageContent } from '@/lib/content/pages';
import { formatAddress, getSite } from '@/lib/content/site';
import { pageMetadata } from '@/lib/seo';
import styles from '../forms-page.module.css';

export const metadata = pageMetadata('/contact');

export default async function ContactPage() {
  const site = getSite();
  const page = await getPageContent('contact');
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} eyebrow="Contact" />
      <div className={`section container ${styles.columns}`}>
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">Get in Touch</h2>
          <p className={styles.lead}>Leave your details and the school office will call or write back within two working days.</p>
          <Island of={contactForm} props={{}} />
        </section>
        <section aria-labelledby="contact-details-heading" className={styles.details}>
          <h2 id="contact-details-heading">Visit or call us</h2>
          <address className={styles.address}>
            <p>
              <LocationIcon size={18} />{' '}
              <span>
                {site.name}, {formatAddress(site)}
              </span>
            </p>
            <PhoneAndMail contact={site.contact} iconSize={18} />
          </address>
          <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
        </section>
      </div>
      <section className="section container" aria-labelledby="map-heading">
        <h2 id="map-heading">Find us in Undri, Pune</h2>
        <div className={styles.map}>
          <MapEmbed src={site.mapEmbedUrl} title={`Map showing ${site.name} in ${site.address.area}, ${site.address.city}`} />
        </div>
        <p>
          <a href={site.mapLinkUrl} target="_blank" rel="noopener noreferrer">
            Open the map in Google Maps (opens in a new tab)
          </a>
        </p>
      </section>
    </>
  );
}
