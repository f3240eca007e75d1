/** @jest-environment node */
import { getSite } from '@/lib/content/site';
import { absoluteUrl } from '@/lib/env';
import { schoolStructuredData } from '@/lib/structured-data';

describe('schoolStructuredData', () => {
  const site = getSite();
  const data = schoolStructuredData(site);

  it('describes the school with the contacts and address of the site file', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'School',
      name: site.name,
      url: absoluteUrl('/'),
      foundingDate: '1994',
      email: site.contact.email,
      telephone: site.contact.phone,
      address: { '@type': 'PostalAddress', streetAddress: site.address.street, postalCode: site.address.pinCode, addressCountry: 'IN' },
    });
    expect((data.address as { addressLocality: string }).addressLocality).toBe('Undri, Pune');
  });

  it('links every social profile of the site file', () => {
    expect(data.sameAs).toEqual(site.social.map((link) => link.url));
    expect((data.sameAs as string[]).length).toBeGreaterThan(0);
  });

  it('is plain JSON (no undefined values that would vanish when serialised)', () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
