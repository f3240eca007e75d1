import type { Site } from './content/site';
import { absoluteUrl } from './env';

/**
 * schema.org data for the school (a `School`, which is an EducationalOrganization), from the site file: what
 * search engines show beside the school's name (address, phone, e-mail, founding year, social profiles).
 */
export function schoolStructuredData(site: Site): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'School',
    name: site.name,
    alternateName: site.shortName,
    description: site.description,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/images/logo.svg'),
    foundingDate: String(site.established),
    email: site.contact.email,
    telephone: site.contact.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: `${site.address.area}, ${site.address.city}`,
      addressRegion: site.address.state,
      postalCode: site.address.pinCode,
      addressCountry: 'IN',
    },
    sameAs: site.social.map((link) => link.url),
  };
}
