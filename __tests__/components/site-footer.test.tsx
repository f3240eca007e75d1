import { render, screen, within } from '@testing-library/react';
import { SiteFooter } from '@/components/site-footer/site-footer';
import { getSite } from '@/lib/content/site';

const site = getSite();

function renderFooter() {
  return render(<SiteFooter site={site} contactForm={<form aria-label="Footer enquiry" />} />);
}

describe('SiteFooter', () => {
  it('links the pages SPEC section 2 lists for the footer', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const path of ['/onlineadmission', '/offlineadmission', '/documents', '/bankers', '/', '/schoolhistory', '/teachers', '/campus']) {
      expect(hrefs).toContain(path);
    }
  });

  it('shows the school description, its social links and the contact form slot', () => {
    renderFooter();
    expect(screen.getByText(site.description)).toBeInTheDocument();
    const social = screen.getByRole('list', { name: 'Follow us' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(site.social.map((item) => item.url));
    expect(screen.getByRole('form', { name: 'Footer enquiry' })).toBeInTheDocument();
  });

  it('links the privacy notice on every page, since forms on every page collect personal data', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  });
});

describe('SiteFooter: regulators', () => {
  it('links the child-safety page and shows the UDISE+ code', () => {
    renderFooter();
    const rights = screen.getByRole('navigation', { name: 'Your rights and safety' });
    expect(within(rights).getByRole('link', { name: 'Child safety' })).toHaveAttribute('href', '/child-safety');
    expect(within(rights).getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
    expect(screen.getByText(site.udiseCode)).toBeInTheDocument();
  });

  it('names the designated contact for personal data with a mail and a tel: link (DPDP Rules, 2025, rule 9)', () => {
    renderFooter();
    const line = screen.getByText(/Questions about your personal data/);
    expect(line).toHaveTextContent(`${site.dataProtection.name}, ${site.dataProtection.role}`);
    expect(within(line).getByRole('link', { name: site.dataProtection.email })).toHaveAttribute('href', `mailto:${site.dataProtection.email}`);
    expect(within(line).getByRole('link', { name: site.dataProtection.phone })).toHaveAttribute('href', `tel:+${site.dataProtection.phone.replace(/\D/g, '')}`);
  });
});
